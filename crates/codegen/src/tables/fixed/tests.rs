//! The generated crate's own tests. Appended to its `src/lib.rs` (not to
//! the module for `build.rs`); see `crates/codegen/src/tables/mod.rs`.

#[cfg(test)]
mod tests {
    use super::*;

    const ALL_PROFILES: [Profile; 27] = {
        let mut all = [[Landscape::City; 3]; 27];
        let mut i = 0;
        while i < 27 {
            all[i] = [
                Landscape::ALL[i / 9],
                Landscape::ALL[(i / 3) % 3],
                Landscape::ALL[i % 3],
            ];
            i += 1;
        }
        all
    };

    fn reversed(p: Profile) -> Profile {
        [p[2], p[1], p[0]]
    }

    #[test]
    fn every_tile_is_listed_once_at_its_index() {
        assert_eq!(TILES.len(), TILE_COUNT);
        for (i, t) in TILES.iter().enumerate() {
            assert_eq!(t.index, i, "{}", t.id);
            assert!(
                TILES[i + 1..].iter().all(|u| u.id != t.id),
                "{} twice",
                t.id
            );
        }
    }

    #[test]
    fn each_set_holds_its_declared_number_of_tiles() {
        for set in Set::ALL {
            assert_eq!(set.tiles().count(), set.tile_count(), "{}", set.id());
            for t in set.tiles() {
                assert!(t.id.starts_with(set.prefix()), "{}", t.id);
            }
        }
    }

    #[test]
    fn lookup_by_id_finds_every_tile_and_nothing_else() {
        for t in TILES {
            assert_eq!(tile(t.id), Some(t));
        }
        assert_eq!(tile("no-such-tile"), None);
    }

    #[test]
    fn four_quarter_turns_come_back_to_the_start() {
        for r in Rotation::ALL {
            assert_eq!(r.then(Rotation::new(4)), r);
            assert_eq!(r.then(r.inverse()), Rotation::new(0));
            assert_eq!(r.partner().partner(), r);
            assert_eq!(Rotation::new(r.quarter_turns()), r);
        }
        for d in Direction::ALL {
            assert_eq!(d.turned(4), d);
            assert_eq!(d.opposite().opposite(), d);
        }
    }

    #[test]
    fn the_long_side_faces_the_diagonal_between_the_two_legs_backs() {
        for r in Rotation::ALL {
            let legs: [Option<Side>; 4] = [
                r.leg_facing(Direction::North),
                r.leg_facing(Direction::East),
                r.leg_facing(Direction::South),
                r.leg_facing(Direction::West),
            ];
            assert_eq!(legs.iter().filter(|l| l.is_some()).count(), 2);
            // The two legs face neighbouring directions (a right angle).
            let first = Direction::ALL
                .iter()
                .position(|&d| legs[d.index()].is_some())
                .unwrap();
            let second = Direction::ALL
                .iter()
                .rposition(|&d| legs[d.index()].is_some())
                .unwrap();
            assert!(second - first == 1 || (first == 0 && second == 3));
        }
    }

    #[test]
    fn rotation_zero_profiles_are_the_sides_as_drawn() {
        for t in TILES {
            let p = t.profiles(Rotation::new(0));
            assert_eq!(p.leg(Direction::North), Some(t.profile(Side::North)));
            assert_eq!(p.leg(Direction::West), Some(t.profile(Side::West)));
            assert_eq!(p.leg(Direction::East), None);
            assert_eq!(p.leg(Direction::South), None);
            assert_eq!(p.long_facing, Diagonal::SouthEast);
            assert_eq!(p.long, t.profile(Side::Long));
        }
    }

    #[test]
    fn a_quarter_turn_turns_every_side_clockwise() {
        for t in TILES {
            for r in Rotation::ALL {
                let now = t.profiles(r);
                let next = t.profiles(r.then(Rotation::new(1)));
                assert_eq!(now.rotation, r);
                for d in Direction::ALL {
                    assert_eq!(
                        next.leg(d.turned(1)),
                        now.leg(d),
                        "{} {:?} {:?}",
                        t.id,
                        r,
                        d
                    );
                }
                assert_eq!(next.long_facing, now.long_facing.turned(1));
                assert_eq!(next.long, now.long);
            }
        }
    }

    #[test]
    fn a_leg_fits_exactly_the_square_sides_that_continue_its_features() {
        for t in TILES {
            for r in Rotation::ALL {
                for d in Direction::ALL {
                    let leg = t.profiles(r).leg(d);
                    for square in ALL_PROFILES {
                        let expected = leg.is_some_and(|leg| square == reversed(leg));
                        assert_eq!(
                            leg_fits(t, r, d, square),
                            expected,
                            "{} {:?} {:?}",
                            t.id,
                            r,
                            d
                        );
                    }
                    if let Some(leg) = leg {
                        assert!(leg_fits(
                            t,
                            r,
                            d,
                            t.side(r.leg_facing(d).unwrap()).profile()
                        ));
                        assert!(leg_fits(t, r, d, reversed(leg)));
                    }
                }
            }
        }
    }

    #[test]
    fn legs_fit_ignores_empty_spaces_and_the_other_half() {
        for t in TILES {
            for r in Rotation::ALL {
                assert!(legs_fit(t, r, [None; 4]));
                let mut around = [None; 4];
                for d in Direction::ALL {
                    around[d.index()] = match t.profiles(r).leg(d) {
                        Some(leg) => Some(reversed(leg)),
                        None => Some([Landscape::City, Landscape::Road, Landscape::Field]),
                    };
                }
                assert!(legs_fit(t, r, around), "{} {:?}", t.id, r);
            }
        }
    }

    #[test]
    fn long_side_partners_face_each_other_and_continue_every_feature() {
        for t in TILES {
            for r in Rotation::ALL {
                for (u, ru) in t.long_side_partners(r) {
                    assert_ne!(u.index, t.index, "{} partners itself", t.id);
                    assert_eq!(ru, r.partner());
                    assert_eq!(
                        t.profiles(r).long_facing.opposite(),
                        u.profiles(ru).long_facing
                    );
                    assert!(abuts(t.profiles(r).long, u.profiles(ru).long));
                    assert!(long_sides_fit(t, r, u, ru));
                }
                // Nothing that fits is left out.
                let listed = t.long_side_partners(r).count();
                let fitting = TILES
                    .iter()
                    .filter(|u| long_sides_fit(t, r, u, r.partner()))
                    .count();
                assert_eq!(listed, fitting, "{} {:?}", t.id, r);
            }
        }
    }

    #[test]
    fn long_side_partners_are_symmetric() {
        for t in TILES {
            for r in Rotation::ALL {
                for (u, ru) in t.long_side_partners(r) {
                    assert!(
                        u.long_side_partners(ru)
                            .any(|(back, rb)| back == t && rb == r),
                        "{} {:?}",
                        t.id,
                        r
                    );
                }
            }
        }
    }

    #[test]
    fn every_tile_is_in_the_one_class_of_its_long_side() {
        let mut seen = [0usize; TILE_COUNT];
        for class in LONG_SIDE_CLASSES {
            for &i in class.tiles {
                seen[i] += 1;
                assert_eq!(
                    TILES[i].profile(Side::Long),
                    class.profile,
                    "{}",
                    TILES[i].id
                );
            }
            assert!(class.tiles.windows(2).all(|w| w[0] < w[1]), "ascending");
        }
        assert!(seen.iter().all(|&n| n == 1), "each tile in one class");
        for t in TILES {
            let partners = &LONG_SIDE_CLASSES[PARTNER_CLASS[t.index]];
            assert!(abuts(t.profile(Side::Long), partners.profile), "{}", t.id);
        }
    }

    #[test]
    fn features_touch_only_slots_of_their_landscape() {
        for t in TILES {
            for f in t.features {
                for slot in f.slots {
                    let shown = t.profile(slot.side())[slot.position().index()];
                    assert_eq!(Some(shown), f.kind.landscape(), "{} {}", t.id, f.id);
                }
                for &b in f.borders {
                    assert_eq!(t.features[b].kind, FeatureKind::City, "{} {}", t.id, f.id);
                }
            }
            for s in t.symbols {
                assert_eq!(s.field.is_some(), s.kind.stands_in_field(), "{}", t.id);
            }
        }
    }

    #[test]
    fn slots_walk_clockwise_side_by_side() {
        for (i, slot) in Slot::ALL.iter().enumerate() {
            assert_eq!(slot.index(), i);
            assert_eq!(Slot::at(slot.side(), slot.position()), *slot);
        }
    }

    #[test]
    fn the_current_rules_and_every_editions_rules_are_listed() {
        assert!(RULES.contains(current_rules()));
        for e in EDITIONS {
            for id in e.rules {
                assert!(rules_version(id).is_some(), "{}: {}", e.id, id);
            }
        }
    }
}
