"""Compare resvg's PNG of every tile with headless Chromium's rendering of
the same SVG. See scripts/compare-renderers.

A pixel differs when any of its red, green or blue values differs by more
than the tolerance (default 32 of 255, which ignores the small differences
of anti-aliasing at edges) after both pictures are laid on white. The share
is counted over the pixels the tile covers (alpha > 0 in resvg's picture),
not the whole square, so the transparent half cannot dilute it.
"""

import argparse
import glob
import os
import subprocess
import sys
import tempfile

from PIL import Image, ImageChops

CHROMIUM = [
    "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
    "--no-first-run", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--hide-scrollbars", "--force-device-scale-factor=1",
    "--default-background-color=ffffffff",
]


def chromium_shot(svg, size, workdir):
    page = os.path.join(workdir, "page.html")
    shot = os.path.join(workdir, "shot.png")
    with open(page, "w", encoding="utf-8") as f:
        f.write(
            "<!DOCTYPE html><html><head><style>html,body{margin:0;padding:0;background:#fff}"
            "img{display:block;width:%dpx;height:%dpx}</style></head><body>"
            "<img src=\"file://%s\"></body></html>" % (size, size, os.path.abspath(svg))
        )
    if os.path.exists(shot):
        os.remove(shot)
    profile = tempfile.mkdtemp(dir=workdir)
    subprocess.run(
        CHROMIUM + ["--user-data-dir=" + profile, "--window-size=%d,%d" % (size, size),
                    "--screenshot=" + shot, "file://" + page],
        check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120,
    )
    return Image.open(shot).convert("RGB")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="out")
    ap.add_argument("--tolerance", type=int, default=32)
    ap.add_argument("--max-percent", type=float, default=2.0)
    ap.add_argument("--keep", help="write Chromium's screenshots into this folder")
    a = ap.parse_args()
    svgs = sorted(glob.glob(os.path.join(a.out, "svg", "*.svg")))
    if not svgs:
        print("error: no SVG in %s/svg; run `halflings render` first" % a.out, file=sys.stderr)
        return 2
    results = []
    with tempfile.TemporaryDirectory() as work:
        for svg in svgs:
            tile = os.path.splitext(os.path.basename(svg))[0]
            resvg = Image.open(os.path.join(a.out, "png", tile + ".png")).convert("RGBA")
            size = resvg.width
            white = Image.new("RGBA", resvg.size, (255, 255, 255, 255))
            ours = Image.alpha_composite(white, resvg).convert("RGB")
            theirs = chromium_shot(svg, size, work)
            if theirs.size != ours.size:
                print("%s: Chromium gave %s, resvg %s" % (tile, theirs.size, ours.size))
                return 1
            if a.keep:
                os.makedirs(a.keep, exist_ok=True)
                theirs.save(os.path.join(a.keep, tile + ".png"))
            diff = ImageChops.difference(ours, theirs)
            mask = resvg.getchannel("A").point(lambda v: 255 if v > 0 else 0)
            # A pixel differs when its largest channel difference exceeds the tolerance.
            r, g, b = diff.split()
            worst = ImageChops.lighter(ImageChops.lighter(r, g), b)
            over = worst.point(lambda v: 255 if v > a.tolerance else 0)
            over = ImageChops.multiply(over, mask)
            covered = mask.histogram()[255]
            differing = over.histogram()[255]
            pct = 100.0 * differing / covered
            results.append((tile, pct, differing, covered))
            print("%s  %6.3f %%  (%d of %d pixels differ)" % (tile, pct, differing, covered))
    worst = max(results, key=lambda r: r[1])
    mean = sum(r[1] for r in results) / len(results)
    print("tiles: %d  max: %.3f %% (%s)  mean: %.3f %%  limit: %.1f %%  tolerance: %d/255"
          % (len(results), worst[1], worst[0], mean, a.max_percent, a.tolerance))
    return 0 if worst[1] <= a.max_percent else 1


if __name__ == "__main__":
    sys.exit(main())
