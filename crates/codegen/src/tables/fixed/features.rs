//! Features and the symbols of other expansions on the tiles. Copied into
//! the generated module around the items derived from the model (marked
//! `// generated here:`); see `crates/codegen/src/tables/mod.rs`.

/// What kind of feature a segment is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum FeatureKind {
    /// A city segment. It covers every slot of each side it touches.
    City,
    /// A road segment. It touches the centre slot of each road side it crosses.
    Road,
    /// A field segment. It touches field halves of road sides and the slots
    /// of field sides.
    Field,
    /// A monastery. It touches no side.
    Monastery,
}

impl FeatureKind {
    /// Every kind of feature.
    pub const ALL: [FeatureKind; 4] = [
        FeatureKind::City,
        FeatureKind::Road,
        FeatureKind::Field,
        FeatureKind::Monastery,
    ];

    /// The name of the kind, as in the JSON export: `city`, `road`, `field`
    /// or `monastery`.
    pub const fn name(self) -> &'static str {
        match self {
            FeatureKind::City => "city",
            FeatureKind::Road => "road",
            FeatureKind::Field => "field",
            FeatureKind::Monastery => "monastery",
        }
    }

    /// The landscape the feature's slots show (none for a monastery).
    pub const fn landscape(self) -> Option<Landscape> {
        match self {
            FeatureKind::City => Some(Landscape::City),
            FeatureKind::Road => Some(Landscape::Road),
            FeatureKind::Field => Some(Landscape::Field),
            FeatureKind::Monastery => None,
        }
    }
}

// generated here: RoadEnd, SymbolKind

impl SymbolKind {
    /// What the symbol does, from the expansion manifest, if it says.
    pub fn rule(self) -> Option<&'static SymbolRule> {
        SYMBOL_RULES.iter().find(|r| r.kind == self)
    }
}

// generated here: SymbolRule, SYMBOL_RULES
