package org.adjutant.gitm.battle;

import java.util.List;
import java.util.Optional;

/**
 * The calibration targets over a set of battles (docs/rules/gitm-9-combat.md, section 22.1, for the seven battles of
 * {@code data/gitm/battles/}): the historical winner holds the field in most seeds in at least 6 of 7 battles, and
 * each side's median total casualties lies within a factor of 2 of history in at least 10 of the 14 side figures.
 * For another number of battles the same shares apply, rounded up.
 */
public record Calibration(List<BattleStatistics> battles) {
    public static final int HOLDER_OF = 7;
    public static final int HOLDER_NEEDED = 6;
    public static final int FIGURES_OF = 14;
    public static final int FIGURES_NEEDED = 10;

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
        return needed(holderJudged(), HOLDER_NEEDED, HOLDER_OF);
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
        return needed(figuresJudged(), FIGURES_NEEDED, FIGURES_OF);
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

    private static int needed(int judged, int needed, int of) {
        return (int) Math.ceil(judged * (double) needed / of - 1e-9);
    }
}
