//! Properties of rotation and side matching, over every tile shape.

use halflings_model::{Landscape, Oriented, Profile, Rotation, abuts};
use proptest::prelude::*;

fn landscape() -> impl Strategy<Value = Landscape> {
    prop_oneof![
        Just(Landscape::City),
        Just(Landscape::Road),
        Just(Landscape::Field)
    ]
}

fn profile() -> impl Strategy<Value = Profile> {
    landscape().prop_map(Landscape::slots)
}

fn any_profile() -> impl Strategy<Value = Profile> {
    [landscape(), landscape(), landscape()]
}

proptest! {
    #[test]
    fn four_quarter_turns_give_the_tile_back(n in profile(), l in profile(), w in profile(), r in 0u8..4) {
        let placed = Oriented::new([n, l, w], Rotation::new(r));
        prop_assert_eq!(placed.turned().turned().turned().turned(), placed);
    }

    #[test]
    fn turning_a_placed_tile_is_the_next_rotation(n in profile(), l in profile(), w in profile(), r in 0u8..4) {
        let placed = Oriented::new([n, l, w], Rotation::new(r));
        prop_assert_eq!(placed.turned(), Oriented::new([n, l, w], Rotation::new(r).then(Rotation::new(1))));
    }

    #[test]
    fn every_rotation_is_distinct(n in profile(), l in profile(), w in profile()) {
        let facings: std::collections::BTreeSet<_> = Rotation::ALL
            .iter()
            .map(|&r| Oriented::new([n, l, w], r).long.0)
            .collect();
        prop_assert_eq!(facings.len(), 4);
    }

    #[test]
    fn side_matching_is_symmetric(a in any_profile(), b in any_profile()) {
        prop_assert_eq!(abuts(a, b), abuts(b, a));
    }

    #[test]
    fn a_side_abuts_its_own_reverse(a in any_profile()) {
        let mut reversed = a;
        reversed.reverse();
        prop_assert!(abuts(a, reversed));
    }
}

#[test]
fn partners_face_each_other_across_the_diagonal() {
    for r in Rotation::ALL {
        let a = Oriented::new([Landscape::Field.slots(); 3], r).long.0;
        let b = Oriented::new([Landscape::Field.slots(); 3], r.partner())
            .long
            .0;
        assert_eq!(a.turned(2), b);
    }
}
