package org.adjutant.gitm.battle;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.order.BattleLine;
import org.adjutant.gitm.order.DefensiveAttitude;
import org.adjutant.gitm.order.OffensiveAttitude;
import org.adjutant.gitm.unit.Quality;
import org.adjutant.gitm.unit.UnitId;

/**
 * One battle set up on its own, as a battle file writes it (docs/battles.md): the ground, the two sides with their
 * units and orders, how many combat phases are fought, and what history says happened. Read by
 * {@link BattleFileReader}, which has already checked every value and remembers the line of each unit for later
 * errors; {@link BattleSetup} turns it into a game position.
 *
 * @param source         the file name, for errors and the report
 * @param battle         the battle's name
 * @param turns          game turns the engagement spans (a siege over several days, GITM 10.3): every turn but the
 *                       last is played whole, supply phase to end of turn
 * @param phases         combat phases fought in the last turn: its tactical phases 1 to {@code phases}
 * @param lastTurnWhole  the last turn is played to its end too (its final tactical phase and the end of the turn,
 *                       where a starving garrison may surrender and stragglers come back), after all four combat
 *                       phases ({@code phases: whole})
 * @param generalRetreat the game switch of GITM 9.12
 * @param armyHqBonus    the army HQs whose communications earn the GITM 9.6 bonus
 * @param around         the field's neighbours the file gives (the others are {@code surroundings})
 * @param routBlocked    adjacent strategic squares that are water, so a rout that way fails (GITM 9.8, 12.1)
 * @param sides          exactly two
 */
public record BattleFile(String source, String battle, Optional<String> date, int turns, int phases,
                         boolean lastTurnWhole, boolean generalRetreat,
                         SortedSet<UnitId> armyHqBonus, Field field, Map<Direction, Ground> around,
                         TacticalTerrain surroundings, Set<Direction> routBlocked, List<Side> sides,
                         Optional<History> history) {
    public BattleFile {
        around = Map.copyOf(around);
        routBlocked = Set.copyOf(routBlocked);
        sides = List.copyOf(sides);
        if (sides.size() != 2) {
            throw new IllegalArgumentException("a battle has two sides, not " + sides.size());
        }
        if (turns < 1 || phases < 1 || phases > 4 || lastTurnWhole && phases != 4) {
            throw new IllegalArgumentException("turns " + turns + ", phases " + phases
                    + (lastTurnWhole ? " whole" : ""));
        }
    }

    /**
     * Whether the play passes through the end of a turn (several turns, or a last turn played whole): then the siege
     * surrender phase, the supply phase and the stragglers' return are part of the result (GITM 10.3, 9.13).
     */
    public boolean endsTurns() {
        return turns > 1 || lastTurnWhole;
    }

    /** The combat phases of turn {@code turn}: all four but in the last turn, which may stop earlier. */
    public int phasesOf(int turn) {
        return turn < turns ? 4 : phases;
    }

    /** The side with this id, if any. */
    public Optional<Side> side(String id) {
        return sides.stream().filter(s -> s.id().equals(id)).findFirst();
    }

    /** The side a unit fights on. */
    public Side sideOf(UnitId unit) {
        return sides.stream().filter(s -> s.units().stream().anyMatch(u -> u.id().equals(unit))).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no unit " + unit + " in " + battle));
    }

    /**
     * The tactical square fought over: its terrain, defensive rating (GITM 2.4), fort (GITM 2.6) and the city that
     * holds them (GITM 1.3, 10.3), if the file puts one there.
     */
    public record Field(TacticalTerrain terrain, int rating, Optional<Fort> fort, Optional<Town> city) {
        /** Whether a city stands on the field: one the file describes, or the one a fort needs. */
        public boolean hasCity() {
            return city.isPresent() || fort.isPresent();
        }
    }

    /**
     * The city on the field (GITM 1.3): its name when not the battle's, its level, and the supplies stored in it
     * (GITM 10.5), which feed a besieged garrison (GITM 10.3).
     */
    public record Town(Optional<String> name, int level, int supplies) {
    }

    /** @param capacity in transport units (GITM 2.6) */
    public record Fort(int level, int capacity) {
    }

    /** A square next to the field. */
    public record Ground(TacticalTerrain terrain, int rating) {
    }

    /**
     * @param states the states fighting on this side, allied to one another and hostile to the other side's
     * @param rear     the direction of the side's line of retreat, where its refuge city stands; empty: no refuge
     * @param supplies the supplies stored in the refuge city (GITM 10.5): what the side's corps HQs draw on in a
     *                 siege of several turns
     */
    public record Side(String id, String name, List<String> states, Optional<Direction> rear, int supplies,
                       List<UnitSetup> units) {
        public Side {
            states = List.copyOf(states);
            units = List.copyOf(units);
        }

        /** The units whose losses count towards the side's figures. */
        public List<UnitSetup> counted() {
            return units.stream().filter(UnitSetup::counted).toList();
        }
    }

    /**
     * One unit as the file sets it up.
     *
     * @param at       where it stands when the battle begins: empty for the field, else the neighbour that way
     * @param arrive   the phase in which it moves onto the field (a {@code MOVE TO} order), if it does
     * @param arriveTurn the turn of that phase (the last turn unless the file says)
     * @param orders   further order lines in the order language (docs/orders.md), each with its line in the file, by
     *                 the turn from which they are given: each list holds from its turn until the next one given
     * @param counted  whether its losses count in the side's figures (troops next to the field that history leaves
     *                 out of the engaged strength do not)
     * @param line     where the unit is written, for errors found later
     */
    public record UnitSetup(UnitId id, String name, String state, int men, int batteries, Quality quality,
                            int experience, int morale, int fatigue, int ammunition, String communications,
                            int supplies, Optional<BattleLine> battleLine, Optional<OffensiveAttitude> offensive,
                            Optional<DefensiveAttitude> defensive, Optional<Direction> at, boolean inFort,
                            OptionalInt arrive, int arriveTurn, SortedMap<Integer, List<OrderLine>> orders,
                            boolean counted, int line) {
        public UnitSetup {
            SortedMap<Integer, List<OrderLine>> copy = new TreeMap<>();
            orders.forEach((turn, lines) -> copy.put(turn, List.copyOf(lines)));
            orders = java.util.Collections.unmodifiableSortedMap(copy);
        }

        /** The order lines the unit is given in {@code turn}: those of the latest turn given up to it. */
        public List<OrderLine> ordersIn(int turn) {
            SortedMap<Integer, List<OrderLine>> upTo = orders.headMap(turn + 1);
            return upTo.isEmpty() ? List.of() : upTo.get(upTo.lastKey());
        }
    }

    /** An order line as written, with its line in the file. */
    public record OrderLine(String text, int line) {
    }

    /**
     * What history says.
     *
     * @param holder the side id that held the field at the end, or empty when nobody did ({@code none})
     * @param days   days the sources give a siege, from the investment to its end
     */
    public record History(Optional<String> holder, OptionalDouble hours, OptionalDouble days, String result,
                          Map<String, HistorySide> sides) {
        public History {
            sides = Map.copyOf(sides);
        }
    }

    /**
     * One side's figures as the sources give them: men engaged and the killed / wounded / missing-and-captured,
     * each a {@link Figure} (one number or a range) or empty where the sources give none (written {@code n/a} or
     * left out): a figure not given is never taken as 0.
     *
     * @param givenTotal the killed + wounded + missing total where the sources give only that (or a range of it)
     */
    public record HistorySide(Optional<Figure> strength, Optional<Figure> killed, Optional<Figure> wounded,
                              Optional<Figure> missing, Optional<Figure> givenTotal, String source, String note) {
        /**
         * What the engine's killed + wounded + prisoners + stragglers is compared with: the total the file gives,
         * else the sum of killed, wounded and missing when all three are given; empty when history does not say.
         */
        public Optional<Figure> total() {
            if (givenTotal.isPresent()) {
                return givenTotal;
            }
            if (killed.isEmpty() || wounded.isEmpty() || missing.isEmpty()) {
                return Optional.empty();
            }
            return Optional.of(killed.get().plus(wounded.get()).plus(missing.get()));
        }
    }

    /**
     * A figure of history: one number ({@code low == high}) or the range the sources span. A range is judged against
     * its bounds: the engine is within a factor of 2 of it when it lies between {@code low / 2} and {@code high * 2}.
     */
    public record Figure(int low, int high) {
        public Figure {
            if (low < 0 || high < low) {
                throw new IllegalArgumentException("a figure is 0 or more, its low bound first: " + low + "-" + high);
            }
        }

        public static Figure of(int value) {
            return new Figure(value, value);
        }

        public boolean isRange() {
            return low != high;
        }

        public Figure plus(Figure other) {
            return new Figure(low + other.low, high + other.high);
        }

        /**
         * How far {@code value} lies from the figure, as a ratio to its nearest point: {@code value / low} below a
         * range, {@code value / high} above it, 1 inside it (for one number simply {@code value / number}); empty when
         * the figure is 0, where no ratio exists.
         */
        public OptionalDouble ratio(double value) {
            if (high == 0) {
                return OptionalDouble.empty();
            }
            if (value < low) {
                return OptionalDouble.of(value / low);
            }
            if (value > high) {
                return OptionalDouble.of(value / high);
            }
            return OptionalDouble.of(1.0);
        }

        /** {@code 640}, or {@code 640-952} for a range. */
        @Override
        public String toString() {
            return isRange() ? low + "-" + high : Integer.toString(low);
        }
    }
}
