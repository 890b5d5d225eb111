//! Deliberate misreadings of the rules, for testing a conformance suite:
//! the reference engine playing under one answers as an engine with that
//! bug would, so a test can check the suite has a case that catches it.
//! They are not part of the protocol or of any file; every ordinary use of
//! [`Rules`](crate::Rules) plays none.

/// One way to read the rules wrongly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Misreading {
    /// Of players tied for most followers on a feature, only the first by
    /// name scores (rightly, each scores in full).
    TiesPayOnlyOne,
    /// Pennants add nothing to a city.
    PennantsIgnored,
    /// A normal tile may be placed more often than the base game has
    /// copies of it.
    CopiesUnlimited,
    /// A farm counts a completed city once for each of its field segments
    /// that borders it (rightly, once per farm).
    CityOncePerFieldSegment,
    /// Only the long side of the halfling in a gap's space is the gap's
    /// rim: the sides of neighbouring tiles along the gap's legs do not
    /// join fields across it.
    RimIsTheLongSideOnly,
    /// `no-follower-left` is judged before `feature-taken`.
    SupplyBeforeFeature,
    /// A monastery counts at most 9, the base game's most, under every
    /// rules version (rightly, `max_monastery` of the version).
    MonasteryCapOfNine,
    /// Every edition's game ends as the 1st edition's does, at the end of
    /// the turn in which the last normal tile is placed (rightly, the 2nd
    /// and 3rd play on until nobody can place a halfling).
    GameEndsWithTheStack,
    /// Every edition's game plays on past the stack until nobody can place
    /// a halfling, as the 2nd and 3rd editions' do (rightly, the 1st
    /// edition's ends with the last normal tile).
    GameOutlastsTheStack,
}

impl Misreading {
    /// Every misreading.
    pub const ALL: [Misreading; 9] = [
        Misreading::TiesPayOnlyOne,
        Misreading::PennantsIgnored,
        Misreading::CopiesUnlimited,
        Misreading::CityOncePerFieldSegment,
        Misreading::RimIsTheLongSideOnly,
        Misreading::SupplyBeforeFeature,
        Misreading::MonasteryCapOfNine,
        Misreading::GameEndsWithTheStack,
        Misreading::GameOutlastsTheStack,
    ];
}
