package org.adjutant.gitm.event;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.adjutant.gitm.map.PlaceNames;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * A battle of one combat phase on one tactical square, as it ended (GITM 9.1-9.11): who fought on which side, the
 * side that defended (GITM 9.6), the length of the battle line (GITM 9.4), the odds (GITM 3.6), who won the melee and
 * who holds the square, and each side's losses of every kind. Everyone with units in the strategic square sees it, as
 * they saw the battle joined.
 *
 * @param attackers     the attacking side's units present when the firing began, in id order
 * @param defenders     the defending side's units, likewise
 * @param defending     the side that fought in its defensive posture with the ground's bonus, or neither
 * @param lineLength    the front line's length in spaces (GITM 9.4)
 * @param odds          the stronger side's melee strength over the weaker's at the start (GITM 3.6), at least 1
 * @param meleeWinner   the side that won the melee, or neither when no melee was fought
 * @param holder        the side left on the square, or neither
 * @param attackersLost every man the attackers lost in this battle
 * @param defendersLost every man the defenders lost
 * @param stations      where each unit that fought from the start stood as the fighting ended (GITM 9.3-9.5)
 */
public record BattleFought(Phase when, StrategicSquare square, TacticalSquare at, List<UnitId> attackers,
                           List<UnitId> defenders, BattleSide defending, int lineLength, double odds,
                           BattleSide meleeWinner, BattleSide holder, int attackersLost, int defendersLost,
                           SortedMap<UnitId, Station> stations, Visibility visibility) implements GitmEvent {
    /** Where a unit stood in the battle: in one of the lines of GITM 9.3, or formed in square (GITM 9.5). */
    public enum Station {
        FIRST_LINE("in the first line"), SECOND_LINE("in the second line"), REAR("in the rear"),
        SQUARE("formed in square");

        private final String words;

        Station(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    public BattleFought {
        attackers = List.copyOf(attackers);
        defenders = List.copyOf(defenders);
        stations = Collections.unmodifiableSortedMap(new TreeMap<>(stations));
    }

    /** A battle whose lines are not told (events built by hand). */
    public BattleFought(Phase when, StrategicSquare square, TacticalSquare at, List<UnitId> attackers,
                        List<UnitId> defenders, BattleSide defending, int lineLength, double odds,
                        BattleSide meleeWinner, BattleSide holder, int attackersLost, int defendersLost,
                        Visibility visibility) {
        this(when, square, at, attackers, defenders, defending, lineLength, odds, meleeWinner, holder,
                attackersLost, defendersLost, new TreeMap<>(), visibility);
    }

    /** "US1IN, US3IN in the first line; US2LC in the second line" for {@code units}, or empty. */
    public String lines(List<UnitId> units) {
        Map<Station, List<String>> by = new EnumMap<>(Station.class);
        for (UnitId u : units) {
            Station st = stations.get(u);
            if (st != null) {
                by.computeIfAbsent(st, k -> new ArrayList<>()).add(u.toString());
            }
        }
        List<String> parts = new ArrayList<>();
        by.forEach((st, ids) -> parts.add(String.join(", ", ids) + " " + st.words()));
        return String.join("; ", parts);
    }

    @Override
    public String kind() {
        return "battle-fought";
    }

    @Override
    public String describe() {
        return describe(PlaceNames.GRID);
    }

    @Override
    public String describe(PlaceNames places) {
        String melee = meleeWinner == BattleSide.NEITHER ? "no melee was fought"
                : meleeWinner.words() + " won the melee";
        return "Battle " + places.at(square, at) + ": " + join(attackers) + " against " + join(defenders) + "; "
                + melee + ", " + holder.words() + " hold" + (holder == BattleSide.NEITHER ? "s" : "")
                + " the square; the attackers lost " + Count.men(attackersLost) + ", the defenders "
                + Count.men(defendersLost) + " (" + OddsWords.of(odds) + ")." + linesSentence(attackers, "Attackers")
                + linesSentence(defenders, "Defenders");
    }

    private String linesSentence(List<UnitId> side, String who) {
        String l = lines(side);
        return l.isEmpty() ? "" : " " + who + ": " + l + ".";
    }

    private static String join(List<UnitId> ids) {
        return String.join(", ", ids.stream().map(UnitId::toString).toList());
    }
}
