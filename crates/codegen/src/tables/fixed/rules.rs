//! Rules versions and editions. Copied into the generated module around the
//! items derived from the model and the manifest (marked
//! `// generated here:`); see `crates/codegen/src/tables/mod.rs`.

// generated here: Counting, GameEnd, Standing, Ruling, Gaps, Majority, BaseGame, RulesVersion

/// The rules version with this id, such as `"2021-01"`.
pub fn rules_version(id: &str) -> Option<&'static RulesVersion> {
    RULES.iter().find(|r| r.id == id)
}

// generated here: RULES, BASE_GAME, current_rules, Edition, EDITIONS
