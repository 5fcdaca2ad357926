package org.adjutant.gitm.economy;

import java.util.Set;
import java.util.TreeSet;
import org.adjutant.ruleset.Visibility;

/**
 * Who learns of a state's money (docs/rules/sow.md sections 2, 19): the holders of its offices, named by office id so
 * that the reports give the event to whoever holds the office when the turn is reported. Of the four offices the
 * design names, the game knows the War Minister's ({@code minister:<S>}) and the Treasury Minister's
 * ({@code treasury:<S>}).
 */
public final class Officers {
    private Officers() {
    }

    /** The office id of a state's Treasury Minister, e.g. {@code treasury:NE} (section 2). */
    public static String treasuryOffice(String state) {
        return "treasury:" + state;
    }

    /** The offices of every state named. */
    public static Visibility of(String... states) {
        Set<String> offices = new TreeSet<>();
        for (String s : states) {
            offices.add(org.adjutant.gitm.state.GitmState.ministerOffice(s));
            offices.add(treasuryOffice(s));
        }
        return new Visibility(offices);
    }

    /** A state's offices and these units (their commanders and deputies), e.g. a new unit and its War Minister. */
    public static Visibility withUnits(String state, String... units) {
        Set<String> seen = new TreeSet<>(of(state).observers());
        seen.addAll(java.util.List.of(units));
        return new Visibility(seen);
    }
}
