package org.adjutant.gitm.event;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.supply.Fed;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * One active unit's supply phase (GITM 10.5, 10.7, 10.9; docs/rules/gitm-10-supply.md section 14): how it was fed
 * (empty on a peace or truce turn, when nobody eats), the source it used, what it drew and gave back, what it carries
 * now and whether its ammunition was refilled. Seen by the unit's own commander and deputy.
 *
 * @param source      the source used this turn (a corps HQ id or a city name), blank when none
 * @param byOrderNone it drew from nobody because it was ordered SUPPLY SOURCE NONE
 * @param drawn       supplies received from the source, the one eaten included
 * @param viaCity     the city a corps HQ source passed them on from, blank when from its wagons or a city source
 * @param note        why an order was not followed, blank when it was
 */
public record UnitSupplied(Phase when, UnitId unit, StrategicSquare square, Optional<Fed> fed, String source,
                           boolean byOrderNone, int drawn, String viaCity, int unloaded, int carried,
                           boolean ammunitionRefilled, String note, Visibility visibility) implements GitmEvent {
    @Override
    public String kind() {
        return "unit-supplied";
    }

    @Override
    public String describe() {
        List<String> parts = new ArrayList<>();
        int more = drawn;
        if (fed.isPresent()) {
            switch (fed.get()) {
                case CARRIED -> parts.add("ate its own supply");
                case SOURCE -> {
                    parts.add("ate a supply from " + from());
                    more--;
                }
                case REQUISITIONED -> parts.add("requisitioned in " + square);
                case UNFED -> parts.add("went without supplies");
            }
        }
        if (more > 0) {
            parts.add("drew " + more + " from " + from());
        }
        if (unloaded > 0) {
            parts.add("gave back " + unloaded + " to " + source);
        }
        parts.add("carries " + carried);
        if (ammunitionRefilled) {
            parts.add("ammunition refilled");
        }
        if (byOrderNone) {
            parts.add("drew from no source, as ordered");
        } else if (source.isBlank()) {
            parts.add("no supply source");
        }
        if (!note.isBlank()) {
            parts.add(note);
        }
        return unit + " " + String.join("; ", parts) + ".";
    }

    private String from() {
        return viaCity.isBlank() ? source : source + " (" + viaCity + ")";
    }
}
