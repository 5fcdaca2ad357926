package org.adjutant.gitm.detection;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.Dice;

/**
 * A War Minister's own sources (GITM 4.7): word of other sides' headquarters now and then, and of other sides'
 * troops on his nation's soil that none of his nation's troops can see. Reports describe the position one turn
 * earlier and are sometimes misplaced, now and then badly. The model (see docs/rules/gitm-4-7-intelligence.md):
 *
 * <ul>
 *   <li>Each hostile or neutral headquarters is reported on a 1-2 on a d6, on a 1-4 when it stands on the
 *       minister's nation's soil (the people there talk).</li>
 *   <li>Every hostile or neutral stack (one state's units in one square) on his nation's soil is reported when no
 *       active unit of his nation on his side detects any of its units (GITM 4.1): its size and branches are
 *       estimated as for a sighting (GITM 4.1).</li>
 *   <li>Each report's square is right on 1-6 on a d10, one or two squares off on 7-9, three to eight squares off on a
 *       10, in a direction rolled on a d8; a report never falls off the map (the error shrinks until it fits).</li>
 * </ul>
 */
public final class MinisterIntelligence {
    static final int HQ_SIDES = 6;
    static final int HQ_ABROAD = 2;
    static final int HQ_AT_HOME = 4;
    static final int ACCURACY_SIDES = 10;
    static final int EXACT_UP_TO = 6;
    static final int SMALL_ERROR_UP_TO = 9;

    private MinisterIntelligence() {
    }

    /**
     * The reports the War Minister of {@code ministerState} receives, describing {@code lastTurn} (the position one
     * turn before the report is read), in a stable order.
     */
    public static List<IntelligenceReport> reports(GitmState lastTurn, StrategicMap map, String ministerState,
                                                   DiceSource dice) {
        return reports(Detection.of(lastTurn, map), ministerState, dice);
    }

    /** As above, on detection already worked out for the position of one turn before (e.g. for every state). */
    public static List<IntelligenceReport> reports(Detection lastTurn, String ministerState, DiceSource dice) {
        GitmState position = lastTurn.state();
        StrategicMap map = lastTurn.map();
        Polity minister = position.state(ministerState)
                .orElseThrow(() -> new IllegalArgumentException("no state " + ministerState));
        Set<Unit> watched = watched(lastTurn, minister);
        List<IntelligenceReport> reports = new ArrayList<>();
        for (StrategicSquare square : lastTurn.occupiedSquares()) {
            Nation soil = lastTurn.soil(square);
            SortedMap<String, List<Unit>> others = new TreeMap<>();
            for (Unit u : lastTurn.unitsAt(square)) {
                if (lastTurn.allied(minister.id(), u.state())) {
                    continue;
                }
                if (u.isHeadquarters()) {
                    headquarters(position, minister, u, soil == minister.nation(), map, dice).ifPresent(reports::add);
                }
                if (soil == minister.nation()) {
                    others.computeIfAbsent(u.state(), s -> new ArrayList<>()).add(u);
                }
            }
            others.forEach((stateId, units) -> {
                if (units.stream().noneMatch(watched::contains)) {
                    reports.add(troops(position, map, minister, square, stateId, units, dice));
                }
            });
        }
        reports.sort(null);
        return List.copyOf(reports);
    }

    /** Every unit some active unit of the minister's nation and side detects (GITM 4.1). */
    private static Set<Unit> watched(Detection detection, Polity minister) {
        Set<Unit> watched = Collections.newSetFromMap(new IdentityHashMap<>());
        Set<Detection.Eye> looked = new java.util.HashSet<>();
        for (StrategicSquare square : detection.occupiedSquares()) {
            for (Unit eye : detection.unitsAt(square)) {
                if (eye.isActive() && eye.nation() == minister.nation()
                        && detection.allied(minister.id(), eye.state())) {
                    // Units alike in square, state and ranges detect the same units of other sides.
                    if (looked.add(Detection.Eye.of(eye))) {
                        watched.addAll(detection.strategicContacts(eye));
                    }
                }
            }
        }
        return watched;
    }

    private static Optional<IntelligenceReport> headquarters(GitmState position, Polity minister, Unit hq,
                                                             boolean atHome, StrategicMap map, DiceSource source) {
        Dice dice = source.dice("GITM 4.7 word for " + minister.id() + " of " + hq.id());
        StrategicSquare at = hq.location().strategic();
        int roll = dice.roll("GITM 4.7 word of " + hq.id() + (atHome ? " on home soil" : " abroad"), HQ_SIDES);
        if (roll > (atHome ? HQ_AT_HOME : HQ_ABROAD)) {
            return Optional.empty();
        }
        StrategicSquare said = misplace(map, at, dice, hq.id().toString());
        return Optional.of(new IntelligenceReport(IntelligenceReport.Kind.HEADQUARTERS, said, hq.state(),
                hq.state() + " " + hq.type().words(), position.campaign(), position.turn()));
    }

    private static IntelligenceReport troops(GitmState position, StrategicMap map, Polity minister,
                                             StrategicSquare square, String stateId, List<Unit> units,
                                             DiceSource source) {
        String what = stateId + " at " + square;
        Dice dice = source.dice("GITM 4.7 report for " + minister.id() + " of " + what);
        StackEstimate estimate = StackEstimator.approximate(units, dice, what);
        StrategicSquare said = misplace(map, square, dice, what);
        return new IntelligenceReport(IntelligenceReport.Kind.TROOPS, said, stateId,
                stateId + " " + estimate.label(), position.campaign(), position.turn());
    }

    /** Where a report places something truly at {@code at}: the GITM 4.7 error model above. */
    static StrategicSquare misplace(StrategicMap map, StrategicSquare at, Dice dice, String what) {
        int accuracy = dice.roll("GITM 4.7 accuracy of " + what, ACCURACY_SIDES);
        if (accuracy <= EXACT_UP_TO) {
            return at;
        }
        int distance = accuracy <= SMALL_ERROR_UP_TO
                ? dice.roll("GITM 4.7 small error for " + what, 2)
                : 2 + dice.roll("GITM 4.7 large error for " + what, 6);
        Direction d = Direction.values()[dice.roll("GITM 4.7 error direction for " + what, 8) - 1];
        for (int k = distance; k > 0; k--) {
            int col = at.col() + d.dx() * k;
            int row = at.row() + d.dy() * k;
            if (StrategicSquare.onMap(col, row) && map.square(new StrategicSquare(col, row)).isPresent()) {
                return new StrategicSquare(col, row);
            }
        }
        return at;
    }
}
