package org.adjutant.gitm.state;

import java.util.Collections;
import java.util.SortedSet;
import java.util.TreeSet;
import org.adjutant.gitm.unit.UnitId;

/**
 * What a game fixes for its whole length besides its map and forces: the peace and truce turns of its calendar
 * (GITM 9.1), the rule switches of its game file, and the army headquarters whose communications give the strength
 * bonus of GITM 9.6.
 *
 * @param calendar    the turns that are not campaign turns
 * @param rules       the game file's rule switches
 * @param armyHqBonus the army HQs that give the 9.6 communications bonus: the rule book names Taylor's US1AQ, which
 *                    is the default; a scenario names others (Scott's army later in the war)
 * @param victory     how the war can be won, and once it is, the victory, which ends the game
 *                    (docs/rules/victory.md)
 */
public record GameSettings(TurnCalendar calendar, RuleOptions rules, SortedSet<UnitId> armyHqBonus,
                           VictoryTerms victory) {
    /** GITM 9.6 names the unit; a scenario may name others instead ({@code armyHqBonus:}). */
    public static final String DEFAULT_ARMY_HQ_BONUS = "US1AQ";
    public static final GameSettings DEFAULT = new GameSettings(TurnCalendar.NONE, RuleOptions.DEFAULT,
            new TreeSet<>(java.util.List.of(UnitId.of(DEFAULT_ARMY_HQ_BONUS))), VictoryTerms.NONE);

    public GameSettings {
        if (calendar == null || rules == null || armyHqBonus == null) {
            throw new IllegalArgumentException("game settings need a calendar, rules and an army-HQ list");
        }
        armyHqBonus = Collections.unmodifiableSortedSet(new TreeSet<>(armyHqBonus));
        victory = victory == null ? VictoryTerms.NONE : victory;
    }

    /** Settings with no victory conditions (every game before them). */
    public GameSettings(TurnCalendar calendar, RuleOptions rules, SortedSet<UnitId> armyHqBonus) {
        this(calendar, rules, armyHqBonus, VictoryTerms.NONE);
    }

    public GameSettings withRules(RuleOptions value) {
        return new GameSettings(calendar, value, armyHqBonus, victory);
    }

    public GameSettings withCalendar(TurnCalendar value) {
        return new GameSettings(value, rules, armyHqBonus, victory);
    }

    public GameSettings withArmyHqBonus(SortedSet<UnitId> value) {
        return new GameSettings(calendar, rules, value, victory);
    }

    public GameSettings withVictory(VictoryTerms value) {
        return new GameSettings(calendar, rules, armyHqBonus, value);
    }

    public boolean isDefault() {
        return equals(DEFAULT);
    }
}
