//! How halflings fit against square tiles and against each other. Copied
//! into the generated module; see `crates/codegen/src/tables/mod.rs`.

/// The tiles that may share `tile`'s space when it lies in `rotation`, long
/// side to long side with every feature continuing, each with the rotation it
/// then lies in, in [`TILES`] order.
///
/// A partner always lies in the opposite rotation ([`Rotation::partner`]), so
/// that the two long sides face each other. A tile never partners itself:
/// each physical tile exists once. The partners are the tiles of the class
/// [`PARTNER_CLASS`]`[tile.index]` of [`LONG_SIDE_CLASSES`], less `tile`.
pub fn long_side_partners(
    tile: &Tile,
    rotation: Rotation,
) -> impl Iterator<Item = (&'static Tile, Rotation)> {
    let index = tile.index;
    LONG_SIDE_CLASSES[PARTNER_CLASS[index]]
        .tiles
        .iter()
        .filter(move |&&u| u != index)
        .map(move |&u| (&TILES[u], rotation.partner()))
}

/// Whether `tile`, lying in `rotation`, fits against the square tile in the
/// neighbouring space in `direction`, whose side facing back (towards
/// `direction.opposite()`) has the profile `square_side`, read clockwise
/// around the square tile (for a plain side, [`Landscape::profile`]).
///
/// It fits when a leg of the halfling faces `direction` and every feature
/// continues across the edge: the two profiles abut. It is `false` when no
/// leg faces `direction`: that edge of the space belongs to the other half.
pub fn leg_fits(
    tile: &Tile,
    rotation: Rotation,
    direction: Direction,
    square_side: Profile,
) -> bool {
    match tile.profiles(rotation).leg(direction) {
        Some(leg) => abuts(leg, square_side),
        None => false,
    }
}

/// Whether `tile`, lying in `rotation`, fits against every square tile
/// around its space: `neighbours[d]` is the profile of the side facing back
/// of the square tile in [`Direction::ALL`]`[d]`, or `None` where that space
/// is empty. Neighbours in directions that no leg faces are ignored (they
/// border the other half of the space).
///
/// This checks only that features continue. The placement rule also wants
/// at least one leg touching a placed tile, or the long side meeting another
/// halfling's long side; that is for the engine, which knows the board.
pub fn legs_fit(tile: &Tile, rotation: Rotation, neighbours: [Option<Profile>; 4]) -> bool {
    Direction::ALL.iter().all(
        |&d| match (neighbours[d.index()], tile.profiles(rotation).leg(d)) {
            (Some(square_side), Some(leg)) => abuts(leg, square_side),
            _ => true,
        },
    )
}

/// Whether halfling `a` in rotation `ra` and halfling `b` in rotation `rb`
/// may share one space, long side to long side with every feature
/// continuing. A tile cannot share a space with itself.
pub fn long_sides_fit(a: &Tile, ra: Rotation, b: &Tile, rb: Rotation) -> bool {
    a.index != b.index
        && rb.quarter_turns() == ra.partner().quarter_turns()
        && abuts(a.profiles(ra).long, b.profiles(rb).long)
}
