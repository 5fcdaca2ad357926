package org.adjutant.gitm.movement;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.adjutant.gitm.detection.MarchWitnesses;
import org.adjutant.gitm.event.Deployed;
import org.adjutant.gitm.event.DeploymentRefused;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.tactical.TacticalMap;
import org.adjutant.gitm.order.UnitOrder;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.state.StackingRules;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;
import org.adjutant.ruleset.Dice;
import org.adjutant.ruleset.Visibility;

/**
 * The pre-game deployment turn (GITM 7.18-7.19): units are placed, not marched. Every condition is judged on the
 * position at the start of the turn, so a unit moved earlier in the turn never opens the way for another.
 *
 * <p>A unit may deploy when it is not militia, is in communications where it stands, has a chain of contact to the
 * destination (here: a path of passable squares that never enters a square held by a hostile unit; the port-to-port
 * links of 7.18 are not yet modelled), and would be in supply there (here: an allied city in the square, or for a
 * corps HQ an allied army HQ within 5 squares, for other units an allied corps HQ within 2, as GITM 10.1 counts; an
 * army HQ always is). The destination must be passable, not Guatemala, hold no hostile unit and not belong to a
 * neutral state; it may not take a square past 200 active units. GITM 7.19: the US may not move units into or out of
 * Yerba Buena or Fort Dodge; Mexico may not deploy north of the Rio Grande nor into cities in row S0 or further
 * north. A blank tactical square keeps the unit's tactical coordinates when passable, else a labelled roll picks one;
 * at the end, tactical squares holding more than 12 allied units are thinned by labelled rolls, the units picked
 * moving to the nearest square with room.
 */
public final class Deployment {
    private static final Phase PHASE = Phase.DEPLOYMENT;
    /** GITM 7.19: "row S0 or higher" is row index 30 and every row north of it. */
    static final int MEXICAN_CITY_ROW_LIMIT = 30;

    private final Board board;
    private final Dice dice;
    private final Communications communications;
    private final List<GitmEvent> events;
    private final Map<StrategicSquare, List<Unit>> atStart = new HashMap<>();
    private final Map<Integer, Integer> rioGrandeRow = new HashMap<>();
    private final MarchWitnesses witnesses;

    public Deployment(Board board, Dice dice, Communications communications, List<GitmEvent> events) {
        this.board = board;
        this.dice = dice;
        this.communications = communications;
        this.events = events;
        this.witnesses = new MarchWitnesses(board.start(), board::unitsHere);
        for (Unit u : board.units()) {
            atStart.computeIfAbsent(u.location().strategic(), s -> new ArrayList<>()).add(u);
        }
        board.map().squares().forEach(sq -> board.square(sq).ifPresent(info -> {
            if (info.riverNames().stream().anyMatch(n -> n.equalsIgnoreCase("Rio Grande"))) {
                rioGrandeRow.merge(sq.col(), sq.row(), Math::max);
            }
        }));
    }

    public void run(Map<UnitId, MarchOrders> orders) {
        Set<UnitId> inComms = communications.inCommunications(board);
        Map<UnitId, Unit> start = new TreeMap<>();
        board.units().forEach(u -> start.put(u.id(), u));
        for (var e : new TreeMap<>(orders).entrySet()) {
            Optional<UnitOrder.Deploy> deploy = e.getValue().deploy();
            Unit u = start.get(e.getKey());
            if (deploy.isEmpty() || u == null) {
                continue;
            }
            String refusal = place(u, deploy.get(), inComms.contains(u.id()));
            if (refusal != null) {
                events.add(new DeploymentRefused(PHASE, u.id(), refusal, own(u)));
            }
        }
        restack();
    }

    /** Places one unit, or says why not. */
    private String place(Unit u, UnitOrder.Deploy order, boolean inComms) {
        StrategicSquare from = u.location().strategic();
        StrategicSquare to = order.square().orElse(from);
        if (u.type() == UnitType.MI) {
            return "militia cannot move on the deployment turn";
        }
        if (!u.isActive()) {
            return "only active units deploy";
        }
        if (!inComms) {
            return "it is not in communications";
        }
        Optional<SquareInfo> info = board.square(to);
        if (info.isEmpty() || !info.get().terrain().isPassable() || StrategicMovement.isGuatemala(info.get())) {
            return to + " cannot be entered";
        }
        if (!to.equals(from)) {
            String limit = limits(u, from, to, info.get());
            if (limit != null) {
                return limit;
            }
        }
        TacticalMap map = board.tacticalMap(to);
        TacticalSquare wanted = order.tactical().orElse(u.location().tactical());
        if (!map.isPassable(wanted)) {
            if (order.tactical().isPresent()) {
                return "tactical square " + wanted + " of " + to + " is impassable";
            }
            List<TacticalSquare> open = new ArrayList<>();
            for (int r = 0; r < TacticalSquare.SIZE; r++) {
                for (int c = 0; c < TacticalSquare.SIZE; c++) {
                    if (map.isPassable(new TacticalSquare(c, r))) {
                        open.add(new TacticalSquare(c, r));
                    }
                }
            }
            wanted = open.get(dice.roll("tactical square for " + u.id() + " deploying to " + to, open.size()) - 1);
        }
        Location was = u.location();
        Location now = new Location(to, wanted);
        board.put(u.toBuilder().location(now).inFort(false).build());
        Set<String> seen = new java.util.TreeSet<>();
        seen.add(u.id().toString());
        return record(u, was, now, seen);
    }

    /**
     * Reports a placement as a strategic march is reported (GITM 4.5, detection's reading): to whoever learns of
     * the unit leaving where it stood or of it arriving where it is placed, each judged on the board as it is when
     * the unit is placed (units placed before it already stand where they went). A move within one square is judged
     * the same way at both ends.
     */
    private String record(Unit u, Location was, Location now, Set<String> seen) {
        seen.addAll(witnesses.departure(u, was).observers());
        seen.addAll(witnesses.arrival(board.unit(u.id()), now).observers());
        events.add(new Deployed(PHASE, u.id(), was, now, Visibility.units(seen)));
        return null;
    }

    private String limits(Unit u, StrategicSquare from, StrategicSquare to, SquareInfo info) {
        for (Unit o : atStart.getOrDefault(to, List.of())) {
            if (board.relation(u, o) == Relation.HOSTILE) {
                return to + " holds hostile troops";
            }
        }
        String owner = info.state();
        if (board.start().states().containsKey(owner)
                && board.start().relation(u.state(), owner) == Relation.NEUTRAL) {
            return to + " belongs to a neutral power";
        }
        long active = board.unitsIn(to).stream().filter(Unit::isActive).count();
        if (active >= StackingRules.MAX_ACTIVE) {
            return to + " already holds " + StackingRules.MAX_ACTIVE + " active units";
        }
        if (u.nation() == Nation.US && (hasCity(from, "yerba buena", "fort dodge") || hasCity(to, "yerba buena",
                "fort dodge"))) {
            return "US units may not deploy into or out of Yerba Buena or Fort Dodge";
        }
        if (u.nation() == Nation.MX) {
            Integer river = rioGrandeRow.get(to.col());
            if (river != null && to.row() < river) {
                return "Mexican units may not deploy north of the Rio Grande";
            }
            if (to.row() <= MEXICAN_CITY_ROW_LIMIT && !info.cities().isEmpty()) {
                return "Mexican units may not deploy into cities in row S0 or further north";
            }
        }
        if (!wouldBeInSupply(u, to, info)) {
            return "it would not be in supply in " + to;
        }
        if (!chainOfContact(u, from, to)) {
            return "it has no chain of contact to " + to;
        }
        return null;
    }

    private boolean hasCity(StrategicSquare square, String... names) {
        return board.square(square).map(i -> i.cities().stream().anyMatch(c -> {
            String n = c.name().toLowerCase(Locale.ROOT);
            for (String name : names) {
                if (n.contains(name)) {
                    return true;
                }
            }
            return false;
        })).orElse(false);
    }

    private boolean wouldBeInSupply(Unit u, StrategicSquare to, SquareInfo info) {
        if (u.type() == UnitType.AQ) {
            return true;
        }
        for (City c : info.cities()) {
            String controller = board.start().city(c).state();
            if (board.start().states().containsKey(controller)
                    && board.start().relation(u.state(), controller) == Relation.ALLIED) {
                return true;
            }
        }
        UnitType source = u.type() == UnitType.CQ ? UnitType.AQ : UnitType.CQ;
        int range = u.type() == UnitType.CQ ? SimpleCommunications.CORPS_TO_ARMY : SimpleCommunications.UNIT_TO_CORPS;
        for (var e : atStart.entrySet()) {
            if (e.getKey().distanceTo(to) <= range) {
                for (Unit o : e.getValue()) {
                    if (o.type() == source && !o.id().equals(u.id()) && board.allied(u, o)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** A path over passable squares, none of them held by a hostile unit at the start of the turn. */
    private boolean chainOfContact(Unit u, StrategicSquare from, StrategicSquare to) {
        Deque<StrategicSquare> queue = new ArrayDeque<>();
        Set<StrategicSquare> seen = new HashSet<>();
        queue.add(from);
        seen.add(from);
        while (!queue.isEmpty()) {
            StrategicSquare s = queue.poll();
            if (s.equals(to)) {
                return true;
            }
            for (StrategicSquare n : s.neighbours()) {
                if (seen.add(n) && board.map().terrain(n).isPassable() && atStart.getOrDefault(n, List.of()).stream()
                        .noneMatch(o -> board.relation(u, o) == Relation.HOSTILE)) {
                    queue.add(n);
                }
            }
        }
        return false;
    }

    /** GITM 7.18: thin out tactical squares holding more than 12 allied units, by labelled rolls. */
    private void restack() {
        for (StrategicSquare s : board.occupiedSquares()) {
            Map<TacticalSquare, List<Unit>> byTactical = new TreeMap<>();
            board.unitsIn(s).forEach(u -> byTactical.computeIfAbsent(u.location().tactical(),
                    t -> new ArrayList<>()).add(u));
            for (var e : byTactical.entrySet()) {
                List<Unit> here = new ArrayList<>(e.getValue());
                while (overStacked(here)) {
                    Unit leaving = here.remove(dice.roll("restacking " + s + " " + e.getKey(), here.size()) - 1);
                    Optional<TacticalSquare> room = nearestRoom(leaving, s, e.getKey());
                    if (room.isEmpty()) {
                        break;
                    }
                    Location was = leaving.location();
                    Location now = new Location(s, room.get());
                    board.put(leaving.withLocation(now));
                    events.add(new Deployed(PHASE, leaving.id(), was, now, own(leaving)));
                }
            }
        }
    }

    private boolean overStacked(List<Unit> here) {
        for (Unit u : here) {
            if (here.stream().filter(o -> board.allied(u, o)).count() > StackingRules.MAX_ALLIED) {
                return true;
            }
        }
        return false;
    }

    private Optional<TacticalSquare> nearestRoom(Unit u, StrategicSquare s, TacticalSquare from) {
        TacticalMap map = board.tacticalMap(s);
        for (int ring = 1; ring < TacticalSquare.SIZE; ring++) {
            for (int r = 0; r < TacticalSquare.SIZE; r++) {
                for (int c = 0; c < TacticalSquare.SIZE; c++) {
                    TacticalSquare t = new TacticalSquare(c, r);
                    if (t.distanceTo(from) == ring && map.isPassable(t) && board.hasRoom(u, s, t)) {
                        return Optional.of(t);
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static Visibility own(Unit u) {
        return Visibility.units(Set.of(u.id().toString()));
    }
}
