package org.adjutant.gitm.battle;

import java.util.List;
import java.util.Optional;

/**
 * The calibration targets over a set of battles (docs/calibration.md): the historical winner holds the field in most
 * seeds in at least {@value #HOLDER_SHARE} of the battles, and each side's median total casualties lies within a
 * factor of 2 of history in at least {@value #FIGURES_SHARE} of the side figures history gives, each share of the
 * judged ones rounded up. For the seven battles of {@code data/gitm/battles/} that is 6 of 7 and 10 of 14, the
 * targets of docs/rules/gitm-9-combat.md, section 22.1; the same shares judge the training and held-out sets.
 */
public record Calibration(List<BattleStatistics> battles) {
    public static final int HOLDER_OF = 7;
    public static final int HOLDER_NEEDED = 6;
    public static final int FIGURES_OF = 14;
    public static final int FIGURES_NEEDED = 10;
    /** The share of battles whose historical winner must hold the field. */
    public static final double HOLDER_SHARE = 0.8;
    /** The share of side figures that must lie within a factor of 2. */
    public static final double FIGURES_SHARE = 0.7;

    public Calibration {
        battles = List.copyOf(battles);
    }

    /** Battles with a historical holder. */
    public int holderJudged() {
        return (int) battles.stream().filter(b -> b.holderMet().isPresent()).count();
    }

    public int holderMet() {
        return (int) battles.stream().filter(b -> b.holderMet().orElse(false)).count();
    }

    public int holderNeeded() {
        return needed(holderJudged(), HOLDER_SHARE);
    }

    /** Side figures with a historical total. */
    public int figuresJudged() {
        return (int) battles.stream().flatMap(b -> b.sides().stream())
                .filter(s -> s.withinFactor().isPresent()).count();
    }

    public int figuresMet() {
        return (int) battles.stream().flatMap(b -> b.sides().stream())
                .filter(s -> s.withinFactor().orElse(false)).count();
    }

    public int figuresNeeded() {
        return needed(figuresJudged(), FIGURES_SHARE);
    }

    public boolean holderTargetMet() {
        return holderJudged() > 0 && holderMet() >= holderNeeded();
    }

    public boolean figuresTargetMet() {
        return figuresJudged() > 0 && figuresMet() >= figuresNeeded();
    }

    /** Whether any seed of any battle saw a battle fought (with no combat step plugged in, none does). */
    public boolean anyBattleFought() {
        return battles.stream().anyMatch(b -> b.seedsWithBattle() > 0);
    }

    /** The battle called {@code name}, if it was run. */
    public Optional<BattleStatistics> battle(String name) {
        return battles.stream().filter(b -> b.file().battle().equals(name)).findFirst();
    }

    private static int needed(int judged, double share) {
        return (int) Math.ceil(judged * share - 1e-9);
    }
}
