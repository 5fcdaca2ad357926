package org.adjutant.gitm.movement;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import org.adjutant.gitm.detection.MarchWitnesses;
import org.adjutant.gitm.event.Deployed;
import org.adjutant.gitm.event.DeploymentRefused;
import org.adjutant.gitm.event.GarrisonLeft;
import org.adjutant.gitm.event.UnitGarrisoned;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.tactical.TacticalMap;
import org.adjutant.gitm.order.UnitOrder;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.state.GarrisonRules;
import org.adjutant.gitm.state.OffMapPort;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.state.StackingRules;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;
import org.adjutant.ruleset.Dice;
import org.adjutant.ruleset.Visibility;

/**
 * The pre-game deployment turn (GITM 7.18-7.19): units are placed, not marched. Every condition is judged on the
 * position at the start of the turn, so a unit moved earlier in the turn never opens the way for another.
 *
 * <p>A unit may deploy when it is not militia, is active, is in communications where it stands (the
 * {@link Communications} plug-in), would be in supply at the destination and has a {@link ChainOfContact chain of
 * contact} from where it stands to the destination, port-to-port links between unblockaded friendly ports included
 * ({@link Blockades}). The destination must be passable, not Guatemala, hold no hostile unit and not belong to a
 * neutral state, ownership following the nearest city in a nation split into several states (SquareOwners);
 * it may not take a square past 200 active units. GITM 7.19: the US may not move units into or out of Yerba Buena or
 * Fort Dodge; Mexico may not deploy north of the Rio Grande nor into cities in row S0 or further north. A blank
 * tactical square keeps the unit's tactical coordinates when passable, else a labelled roll picks one; at the end,
 * tactical squares holding more than 12 allied units are thinned by labelled rolls, the units picked moving to the
 * nearest square with room.
 *
 * <p>Still approximate: "in supply" at the destination is judged by the plain cases of GITM 10.1 (an army HQ always;
 * a friendly city in the square; a corps HQ with a line of contact of at most 5 to a friendly army HQ; any other unit
 * with a line of at most 2 to a friendly corps HQ), with full GITM 10.2 lines but without the supply rules' city
 * stocks, the 18-unit load of a corps HQ or the 8-square draw of a corps HQ from a city; in supply where it stands is
 * read as in communications. Sieges do not cut chains.
 *
 * <p>The garrisons of off-map ports (GITM 7.18; docs/rules/naval.md section 18): {@code DEPLOY TO PORT} puts a unit
 * into one, from the map with a chain of contact to a friendly port that is not blockaded, or from another open
 * port's garrison; the port must be its side's and not blockaded. {@code DEPLOY TO <square>} places a unit in an open
 * port's garrison on the map, with a chain of contact from a friendly open port to the destination.
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
    private final SquareOwners owners;
    /** Lines and chains over the position at the start of the turn; made once, before anybody moves. */
    private final LineOfContact lines;
    private final ChainOfContact chains;
    private final MarchWitnesses witnesses;
    private final Blockades blockades;
    private final SortedMap<UnitId, Optional<String>> garrisonMoves = new TreeMap<>();

    /** A deployment with no port blockaded (there are no warships yet to blockade one). */
    public Deployment(Board board, Dice dice, Communications communications, List<GitmEvent> events) {
        this(board, dice, communications, events, Blockades.NONE);
    }

    public Deployment(Board board, Dice dice, Communications communications, List<GitmEvent> events,
                      Blockades blockades) {
        this.board = board;
        this.dice = dice;
        this.communications = communications;
        this.events = events;
        this.owners = new SquareOwners(board);
        this.lines = LineOfContact.of(board);
        this.chains = new ChainOfContact(board, lines, blockades);
        this.blockades = blockades;
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
            Optional<UnitOrder.DeployToPort> toPort = e.getValue().deployToPort();
            Unit u = start.get(e.getKey());
            Optional<String> garrison = board.start().garrison(e.getKey());
            Optional<Unit> inGarrison = garrison.flatMap(p -> board.afloat(e.getKey()));
            if (u == null && inGarrison.isEmpty() || deploy.isEmpty() && toPort.isEmpty()) {
                continue;
            }
            Unit who = u != null ? u : inGarrison.get();
            String refusal;
            if (toPort.isPresent()) {
                refusal = toPort(who, garrison, toPort.get().port(), inComms.contains(who.id()));
            } else if (u == null) {
                refusal = fromGarrison(who, garrison.get(), deploy.get());
            } else {
                refusal = place(u, deploy.get(), inComms.contains(u.id()));
            }
            if (refusal != null) {
                events.add(new DeploymentRefused(PHASE, who.id(), refusal, own(who)));
            }
        }
        restack();
    }

    /**
     * The units this deployment put into the garrisons of off-map ports (the port) or took out of them onto the map
     * (empty), in id order: the navy's list of garrisons follows them (docs/rules/naval.md section 18).
     */
    public SortedMap<UnitId, Optional<String>> garrisonMoves() {
        return java.util.Collections.unmodifiableSortedMap(garrisonMoves);
    }

    /**
     * GITM 7.18: into the garrison of an off-map port, from the map with a chain of contact to a friendly port that is
     * not blockaded, or from the garrison of another off-map port that is not blockaded; the destination must be held
     * by the unit's side and not blockaded. The unit leaves the map and is inactive there (GITM 11.1).
     */
    private String toPort(Unit u, Optional<String> garrison, String name, boolean inComms) {
        if (u.type() == UnitType.MI) {
            return "militia cannot move on the deployment turn (GITM 7.18)";
        }
        Optional<OffMapPort> port = board.start().port(name);
        if (port.isEmpty()) {
            return name + " is not an off-map port of this game";
        }
        Optional<String> closed = closedPort(u, port.get());
        if (closed.isPresent()) {
            return closed.get();
        }
        if (garrison.isPresent()) {
            if (garrison.get().equalsIgnoreCase(port.get().name())) {
                return "it is already in the garrison of " + port.get().name();
            }
            Optional<OffMapPort> here = board.start().port(garrison.get());
            if (here.isPresent() && blockades.blockaded(here.get())) {
                return garrison.get() + ", whose garrison it is in, is blockaded, so it may not move (GITM 7.18)";
            }
        } else {
            if (!u.isActive()) {
                return "only active units deploy: an inactive unit does not act (GITM 11.3)";
            }
            if (!inComms) {
                return "it is not in communications where it stands, so it may not move (GITM 7.18)";
            }
            if (!chains.toOpenPort(u)) {
                return "it has no chain of contact to a port of its side that is not blockaded, so it cannot reach "
                        + port.get().name() + " (GITM 7.18)";
            }
        }
        String from = garrison.map(g -> "the garrison of " + g).orElseGet(() -> u.location().strategic().toString());
        if (garrison.isEmpty()) {
            board.put(u.withReadiness(Readiness.INACTIVE).withInFort(false));
            board.embark(u.id());
        }
        garrisonMoves.put(u.id(), Optional.of(port.get().name()));
        events.add(new UnitGarrisoned(PHASE, u.id(), port.get().name(), from, "GITM 7.18, 11.1", own(u)));
        return null;
    }

    /** Why the unit may not go into this off-map port's garrison at all: it is not its side's, or it is shut. */
    private Optional<String> closedPort(Unit u, OffMapPort port) {
        return GarrisonRules.closedTo(board.start(), u.state(), port).or(() -> blockades.blockaded(port)
                ? Optional.of(port.name() + " is blockaded, so no unit may move into its garrison (GITM 7.18)")
                : Optional.empty());
    }

    /**
     * GITM 7.18: from the garrison of an off-map port that is not blockaded onto the map, with a chain of contact from
     * a friendly port that is not blockaded to the destination, under the rules of any placement. Active on arrival.
     */
    private String fromGarrison(Unit u, String port, UnitOrder.Deploy order) {
        Optional<OffMapPort> here = board.start().port(port);
        if (here.isPresent() && blockades.blockaded(here.get())) {
            return port + ", whose garrison it is in, is blockaded, so it may not move (GITM 7.18)";
        }
        if (order.square().isEmpty()) {
            return "it is in the garrison of " + port + ": name the strategic square to deploy to (GITM 7.18)";
        }
        StrategicSquare to = order.square().get();
        Optional<String> closed = OpenGround.closedTo(board, u, to);
        if (closed.isPresent()) {
            return closed.get();
        }
        SquareInfo info = board.square(to).orElseThrow();
        String forbidden = forbidden(u, to, to, info);
        if (forbidden != null) {
            return forbidden;
        }
        TacticalMap map = board.tacticalMap(to);
        TacticalSquare wanted = order.tactical().orElse(TacticalSquare.centre());
        if (!map.isPassable(wanted)) {
            if (order.tactical().isPresent()) {
                return "tactical square " + wanted + " of " + to + " is impassable (GITM 2.2)";
            }
            wanted = anyPassable(map, u, to);
        }
        if (!wouldBeInSupply(u, to, wanted, info)) {
            return "it would not be in supply in " + to + " (GITM 7.18)";
        }
        if (!chains.fromOpenPort(u, to, wanted)) {
            return "it has no chain of contact from a port of its side that is not blockaded to " + to + " (GITM 7.18)";
        }
        Location now = new Location(to, wanted);
        board.land(u.toBuilder().location(now).inFort(false).build().withReadiness(Readiness.ACTIVE));
        garrisonMoves.put(u.id(), Optional.empty());
        Set<String> seen = new java.util.TreeSet<>();
        seen.add(u.id().toString());
        seen.addAll(witnesses.arrival(board.unit(u.id()), now).observers());
        events.add(new GarrisonLeft(PHASE, u.id(), port, now, Visibility.units(seen)));
        return null;
    }

    /** Places one unit, or says why not. */
    private String place(Unit u, UnitOrder.Deploy order, boolean inComms) {
        StrategicSquare from = u.location().strategic();
        StrategicSquare to = order.square().orElse(from);
        if (u.type() == UnitType.MI) {
            return "militia cannot move on the deployment turn (GITM 7.18)";
        }
        if (!u.isActive()) {
            return "only active units deploy: an inactive unit does not act (GITM 11.3)";
        }
        if (!inComms) {
            return "it is not in communications where it stands, so it may not move (GITM 7.18)";
        }
        Optional<String> closed = OpenGround.closedTo(board, u, to);
        if (closed.isPresent()) {
            return closed.get();
        }
        Optional<SquareInfo> info = board.square(to);
        if (!to.equals(from)) {
            String forbidden = forbidden(u, from, to, info.get());
            if (forbidden != null) {
                return forbidden;
            }
        }
        TacticalMap map = board.tacticalMap(to);
        TacticalSquare wanted = order.tactical().orElse(u.location().tactical());
        if (!map.isPassable(wanted)) {
            if (order.tactical().isPresent()) {
                return "tactical square " + wanted + " of " + to + " is impassable (GITM 2.2)";
            }
            wanted = anyPassable(map, u, to);
        }
        if (!to.equals(from)) {
            if (!wouldBeInSupply(u, to, wanted, info.get())) {
                return "it would not be in supply in " + to + " (GITM 7.18)";
            }
            if (!chains.toPlace(u, to, wanted, true)) {
                return "it has no chain of contact to " + to + " (GITM 7.18)";
            }
        }
        Location was = u.location();
        Location now = new Location(to, wanted);
        board.put(u.toBuilder().location(now).inFort(false).build());
        Set<String> seen = new java.util.TreeSet<>();
        seen.add(u.id().toString());
        return record(u, was, now, seen);
    }

    /** A passable tactical square of the destination, by a labelled roll (a blank or impassable one was asked). */
    private TacticalSquare anyPassable(TacticalMap map, Unit u, StrategicSquare to) {
        List<TacticalSquare> open = new ArrayList<>();
        for (int r = 0; r < TacticalSquare.SIZE; r++) {
            for (int c = 0; c < TacticalSquare.SIZE; c++) {
                if (map.isPassable(new TacticalSquare(c, r))) {
                    open.add(new TacticalSquare(c, r));
                }
            }
        }
        return open.get(dice.roll("tactical square for " + u.id() + " deploying to " + to, open.size()) - 1);
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

    /** The rules of 7.18 and 7.19 on where a unit may not go at all, whatever its supply and chain. */
    private String forbidden(Unit u, StrategicSquare from, StrategicSquare to, SquareInfo info) {
        for (Unit o : atStart.getOrDefault(to, List.of())) {
            if (board.relation(u, o) == Relation.HOSTILE) {
                return to + " holds hostile troops (GITM 7.18)";
            }
        }
        String owner = owners.owner(to, info);
        if (board.start().states().containsKey(owner)
                && board.start().relation(u.state(), owner) == Relation.NEUTRAL) {
            return to + " belongs to a neutral power (GITM 7.18)";
        }
        long active = board.unitsIn(to).stream().filter(Unit::isActive).count();
        if (active >= StackingRules.MAX_ACTIVE) {
            return to + " already holds " + StackingRules.MAX_ACTIVE + " active units (GITM 1.4, 7.18)";
        }
        if (u.nation() == Nation.US && (hasCity(from, "yerba buena", "fort dodge") || hasCity(to, "yerba buena",
                "fort dodge"))) {
            return "US units may not deploy into or out of Yerba Buena or Fort Dodge (GITM 7.19)";
        }
        if (u.nation() == Nation.MX) {
            Integer river = rioGrandeRow.get(to.col());
            if (river != null && to.row() < river) {
                return "Mexican units may not deploy north of the Rio Grande (GITM 7.19)";
            }
            if (to.row() <= MEXICAN_CITY_ROW_LIMIT && !info.cities().isEmpty()) {
                return "Mexican units may not deploy into cities in row S0 or further north (GITM 7.19)";
            }
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

    /**
     * The plain cases of GITM 10.1 at the place the unit would stand, with GITM 10.2 lines of contact to the
     * headquarters where they stood at the start of the turn.
     */
    private boolean wouldBeInSupply(Unit u, StrategicSquare to, TacticalSquare tactical, SquareInfo info) {
        if (u.type() == UnitType.AQ) {
            return true;
        }
        for (City c : info.cities()) {
            String controller = board.city(c).state();
            if (board.start().states().containsKey(controller)
                    && board.start().relation(u.state(), controller) == Relation.ALLIED) {
                return true;
            }
        }
        UnitType source = u.type() == UnitType.CQ ? UnitType.AQ : UnitType.CQ;
        int range = u.type() == UnitType.CQ ? SimpleCommunications.CORPS_TO_ARMY : SimpleCommunications.UNIT_TO_CORPS;
        LineOfContact.End there = new LineOfContact.End(u.state(), to, tactical);
        return lines.reachesAny(there, range,
                o -> o.type() == source && !o.id().equals(u.id()) && board.allied(u, o));
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
