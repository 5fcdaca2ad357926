package org.adjutant.gitm.detection;

import java.util.Collections;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import org.adjutant.gitm.politics.StateOffices;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Recipient;

/**
 * Whom a view is drawn for (GITM 4.6): the units of his personal command (commanded or deputised, GITM 3.4), the
 * states whose side he is on (which decide the colour of every flag he sees), and a stable key naming him, so that
 * the estimates he reads of one stack within one turn agree (see {@link DiceSource}).
 */
public record Viewer(String key, SortedSet<UnitId> units, SortedSet<String> side) {
    public Viewer {
        if (key == null || key.isBlank()) {
            throw new IllegalArgumentException("a viewer needs a key");
        }
        units = Collections.unmodifiableSortedSet(new TreeSet<>(units));
        side = Collections.unmodifiableSortedSet(new TreeSet<>(side));
    }

    /**
     * The viewer a report recipient is: his units (ids the position does not know are passed over: the unit may have
     * been destroyed), on the side of the states owning them and of any state he holds an office of.
     */
    public static Viewer of(Recipient recipient, GitmState state) {
        SortedSet<UnitId> units = new TreeSet<>();
        SortedSet<String> side = new TreeSet<>();
        for (String id : recipient.units()) {
            state.unit(id).ifPresent(u -> {
                units.add(u.id());
                side.add(u.state());
            });
        }
        // docs/rules/politics.md section 3: every officer is on the side of the state he serves
        for (String stateId : StateOffices.served(recipient.offices())) {
            if (state.states().containsKey(stateId)) {
                side.add(stateId);
            }
        }
        return new Viewer(recipient.name(), units, side);
    }

    /** A viewer commanding {@code units}, on the side of their states. */
    public static Viewer commanding(String key, Set<Unit> units) {
        SortedSet<UnitId> ids = new TreeSet<>();
        SortedSet<String> side = new TreeSet<>();
        units.forEach(u -> {
            ids.add(u.id());
            side.add(u.state());
        });
        return new Viewer(key, ids, side);
    }

    public boolean commands(UnitId unit) {
        return units.contains(unit);
    }
}
