//! The engine's answers in the words of the format: a refusal as the
//! [`Verdict`] a worked example or a conformance case names, and a
//! rotation written in degrees.

use crate::board::Refusal;
use crate::game::{FollowerRefusal, TurnRefusal};
use halflings_model::{Rotation, Verdict};

/// The rotation written as `degrees`, if it is a quarter turn.
pub fn rotation(degrees: u16) -> Option<Rotation> {
    (degrees.is_multiple_of(90) && degrees < 360).then(|| Rotation::new((degrees / 90) as u8))
}

/// The verdict that matches a placement's refusal.
pub fn verdict(result: &Result<(), Refusal>) -> Verdict {
    match result {
        Ok(()) => Verdict::Legal,
        Err(Refusal::AllCopiesPlaced) => Verdict::AllCopiesPlaced,
        Err(Refusal::SpaceTaken) => Verdict::SpaceTaken,
        Err(Refusal::LongSidesDoNotMeet) => Verdict::LongSidesDoNotMeet,
        Err(Refusal::SideDoesNotContinue { .. }) => Verdict::SideDoesNotContinue,
        Err(Refusal::CornerOnly) => Verdict::CornerOnly,
        Err(Refusal::NotAdjacent) => Verdict::NotAdjacent,
    }
}

/// The verdict that matches a turn's refusal (`None`: the player is not
/// one of the game's, which is not a verdict but a mistake in the input).
pub fn turn_verdict(result: &Result<(), TurnRefusal>) -> Option<Verdict> {
    Some(match result {
        Ok(()) => Verdict::Legal,
        Err(TurnRefusal::NotAPlayer) => return None,
        Err(TurnRefusal::Placement(r)) => verdict(&Err(r.clone())),
        Err(TurnRefusal::Follower(FollowerRefusal::NotOnTheTile)) => Verdict::NotOnTheTile,
        Err(TurnRefusal::Follower(FollowerRefusal::FeatureTaken)) => Verdict::FeatureTaken,
        Err(TurnRefusal::Follower(FollowerRefusal::NoFollowerLeft)) => Verdict::NoFollowerLeft,
    })
}
