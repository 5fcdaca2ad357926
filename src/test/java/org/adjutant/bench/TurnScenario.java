package org.adjutant.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.SortedSet;
import org.adjutant.gitm.detection.Detection;
import org.adjutant.gitm.detection.DiceSource;
import org.adjutant.gitm.detection.MinisterIntelligence;
import org.adjutant.gitm.detection.PlayerView;
import org.adjutant.gitm.detection.Viewer;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.sequence.GitmTurnEngine;
import org.adjutant.gitm.sequence.StrategicSoakTest;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;
import org.adjutant.ruleset.Dice;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.UnitOrders;

/**
 * The 1846 scenario scaled up for the turn benchmark: the order of battle is copied until it has the wanted number of
 * units, each copy numbered 100 higher, and every unit gets random strategic orders as in the soak test.
 *
 * <p>Two layouts. {@link Layout#REPLICATED}: each copy of the whole army stands at its own offset on a grid with 4-square steps
 * (never offset zero) (the nearest passable square when the offset one is not), so more units means more armies over more
 * ground at the same density; this is the scaling measure. {@link Layout#CLUSTERED}: each copy of a unit stands on
 * a small spiral round the original, so more units also means denser squares, and every march is reported to more
 * units (GITM 4.5): this shows what density costs.
 */
public final class TurnScenario {
    public final StrategicMap map;
    public final GitmState state;
    public final Map<String, UnitOrders> orders;
    /**
     * Everyone who gets a report: each commander and deputy of each copy of the army (a copy's roles are the
     * original's with "-copy" added, so players grow with units), and every state's War Minister.
     */
    public final List<Recipient> players;

    private TurnScenario(StrategicMap map, GitmState state, Map<String, UnitOrders> orders) {
        this.map = map;
        this.state = state;
        this.orders = orders;
        this.players = players(state);
    }

    public enum Layout { REPLICATED, CLUSTERED }

    public static TurnScenario scaled(int units) throws Exception {
        return scaled(units, Layout.REPLICATED);
    }

    public static TurnScenario scaled(int units, Layout layout) throws Exception {
        StrategicMap map = StrategicSoakTest.map();
        GitmState opening = StrategicSoakTest.opening(map).withTurn(1, 1);
        List<Unit> base = opening.units();
        List<Unit> all = new ArrayList<>();
        for (int copy = 0; all.size() < units; copy++) {
            for (Unit u : base) {
                if (all.size() == units) {
                    break;
                }
                if (copy == 0) {
                    all.add(u);
                    continue;
                }
                UnitId id = new UnitId(u.nation(), u.id().number() + 100 * copy, u.type());
                StrategicSquare at = (layout == Layout.CLUSTERED ? spread(map, u, u.location().strategic(), copy)
                        : replicate(map, u, copy)).orElse(u.location().strategic());
                all.add(u.toBuilder().id(id).name("").location(new org.adjutant.gitm.unit.Location(at,
                        u.location().tactical())).inFort(false).commander(u.commander() + "-" + copy)
                        .deputy(u.deputy() + "-" + copy).build());
            }
        }
        TreeMap<UnitId, Unit> byId = new TreeMap<>();
        all.forEach(u -> byId.put(u.id(), u));
        GitmState state = new GitmState(opening.title(), opening.map(), 1, 1, opening.states(), opening.alliances(),
                opening.cities(), byId, opening.roles());
        Dice d = SeededDice.forTurn(2000, 1).purpose("benchmark players");
        Map<String, UnitOrders> orders = new TreeMap<>();
        for (Unit u : state.units()) {
            String id = u.id().toString();
            orders.put(id, new UnitOrders(id, UnitOrders.Source.SUBMITTED, StrategicSoakTest.randomOrders(u, map, d)));
        }
        return new TurnScenario(map, state, orders);
    }

    /**
     * The same position with random tactical orders (GITM 8) added to every unit's strategic ones, for the tactical
     * plug-in: a specified move (a third of them by a waypoint, some starting later), engage, support and intercept
     * orders with boxes around the unit, and postures. Seeded, so every run gets the same orders.
     */
    public TurnScenario withTacticalOrders() {
        Dice d = SeededDice.forTurn(2000, 1).purpose("benchmark tactical orders");
        Map<String, UnitOrders> all = new TreeMap<>();
        for (Unit u : state.units()) {
            String id = u.id().toString();
            List<String> lines = new ArrayList<>(orders.get(id).lines());
            String here = u.location().tactical().toString();
            if (d.roll("move", 5) <= 2) {
                lines.add("MOVE TO " + square(d) + (d.roll("waypoint", 3) == 1 ? " VIA " + square(d) : "")
                        + (d.roll("start", 4) == 1 ? " PHASE " + d.roll("phase", 5) : ""));
            }
            if (d.roll("engage", 4) == 1) {
                lines.add("ENGAGE PHASES " + d.roll("from", 3) + "-5");
            }
            if (d.roll("support", 4) == 1) {
                lines.add("SUPPORT " + here + " RADIUS " + d.roll("radius", 4));
            }
            if (d.roll("intercept", 4) == 1) {
                lines.add("INTERCEPT " + here + " RADIUS " + d.roll("radius", 4));
            }
            if (d.roll("posture", 8) == 1) {
                lines.add("OFFENSIVE EVADE");
            }
            all.put(id, new UnitOrders(id, UnitOrders.Source.SUBMITTED, lines));
        }
        return new TurnScenario(map, state, all);
    }

    /**
     * The same position with random supply orders (GITM 6.7, 10.5-10.11) added to every unit's: levels 0 or 1 (0-12 for
     * a corps HQ), a source now and then (the nearest corps HQ of its nation, a city, or NONE, valid or not), and
     * INACTIVATE for one unit in 40, so that the supply phase, the end-of-turn source choice and the Orders phase have
     * the mix of work a real turn gives them (docs/rules/gitm-10-supply.md section 20). Seeded.
     */
    public TurnScenario withSupplyOrders() {
        Dice d = SeededDice.forTurn(2000, 1).purpose("benchmark supply orders");
        Map<String, List<String>> corps = new TreeMap<>();
        for (Unit u : state.units()) {
            if (u.type() == UnitType.CQ) {
                corps.computeIfAbsent(u.nation().name(), k -> new ArrayList<>()).add(u.id().toString());
            }
        }
        List<String> cities = map.cities().map(c -> c.name()).toList();
        Map<String, UnitOrders> all = new TreeMap<>();
        for (Unit u : state.units()) {
            String id = u.id().toString();
            List<String> lines = new ArrayList<>(orders.get(id).lines());
            int roll = d.roll("level", 4);
            if (roll <= 3) {
                lines.add("SUPPLY LEVEL " + (u.type() == UnitType.CQ ? d.roll("corps level", 13) - 1 : roll % 2));
            }
            int source = d.roll("source", 10);
            List<String> own = corps.getOrDefault(u.nation().name(), List.of());
            if (source == 1 && !own.isEmpty() && u.type() != UnitType.CQ) {
                lines.add("SUPPLY SOURCE " + own.get(d.roll("corps", own.size()) - 1));
            } else if (source == 2 && !cities.isEmpty()) {
                lines.add("SUPPLY SOURCE " + cities.get(d.roll("city", cities.size()) - 1));
            } else if (source == 3) {
                lines.add("SUPPLY SOURCE NONE");
            }
            if (u.isActive() && !u.isHeadquarters() && d.roll("inactivate", 40) == 1) {
                lines.add("INACTIVATE");
            }
            all.put(id, new UnitOrders(id, UnitOrders.Source.SUBMITTED, lines));
        }
        return new TurnScenario(map, state, all);
    }

    /**
     * The same position with {@code pairs} Mexican combat units moved onto the tactical square of as many American
     * ones, spread evenly over the American order of battle, so that armies meet and at least {@code pairs} battles
     * are fought in tactical phase 1 (more later, as units engage, support and fall back). Orders stay as they were:
     * the moved units may march off in the strategic phases like any other. Militia stay at home (GITM 3.3).
     */
    public TurnScenario withArmiesMeeting(int pairs) {
        List<Unit> us = new ArrayList<>();
        List<Unit> mx = new ArrayList<>();
        for (Unit u : state.units()) {
            if (u.isHeadquarters() || !u.isActive() || u.type() == UnitType.MI) {
                continue;
            }
            (u.nation() == org.adjutant.gitm.map.Nation.US ? us : mx).add(u);
        }
        if (pairs > us.size() || pairs > mx.size()) {
            throw new IllegalArgumentException(pairs + " meetings need that many units of each side");
        }
        GitmState next = state;
        for (int i = 0; i < pairs; i++) {
            Unit host = us.get((int) ((long) i * us.size() / pairs));
            Unit guest = mx.get((int) ((long) i * mx.size() / pairs));
            next = next.withUnit(guest.toBuilder().location(host.location()).inFort(false).build());
        }
        return new TurnScenario(map, next, orders);
    }

    private static String square(Dice d) {
        return (d.roll("col", 15) - 1) + "-" + (d.roll("row", 15) - 1);
    }

    /** The turn itself, as the robot resolves it at the deadline. */
    public TurnOutcome resolve(GitmTurnEngine engine) {
        return engine.resolve(state, map, orders, Map.of(), SeededDice.forTurn(1846, 1));
    }

    /**
     * The detection the robot does after the turn for its reports, short of narrating, drawing and mailing them
     * (what {@code GitmReports} asks of the detection package): a {@link Detection} of the new position and of the
     * old one (the War Minister's intelligence is a turn old, GITM 4.7), every player's view of both maps (GITM 4.6)
     * and every War Minister's intelligence. Viewers are made as the reports make them: a player's own units, a
     * minister's whole state. Returns a count of what was seen, so that nothing is optimised away.
     */
    public long detectAll(TurnOutcome outcome) {
        return detectAll(outcome, null);
    }

    /** As {@link #detectAll(TurnOutcome)}, also writing everything seen to {@code trace} when it is not null. */
    public long detectAll(TurnOutcome outcome, StringBuilder trace) {
        GitmState after = (GitmState) outcome.next();
        Detection now = Detection.of(after, map);
        Detection before = Detection.of(state, map);
        DiceSource dice = DiceSource.forTurn(1846L, after.turn());
        Map<String, SortedSet<UnitId>> byState = new TreeMap<>();
        for (Unit u : after.units()) {
            byState.computeIfAbsent(u.state(), k -> new TreeSet<>()).add(u.id());
        }
        long seen = 0;
        for (Recipient r : players) {
            Viewer personal = Viewer.of(r, after);
            SortedSet<UnitId> units = new TreeSet<>(personal.units());
            SortedSet<String> side = new TreeSet<>(personal.side());
            List<String> ministerOf = new ArrayList<>();
            for (String stateId : after.states().keySet()) {
                if (r.offices().contains(GitmState.ministerOffice(stateId))) {
                    ministerOf.add(stateId);
                    units.addAll(byState.getOrDefault(stateId, new TreeSet<>()));
                    side.add(stateId);
                }
            }
            PlayerView view = now.view(new Viewer(personal.key(), units, side), dice);
            seen += view.stacks().size() + view.shown().size() + view.tactical().size();
            if (trace != null) {
                trace.append(r.name()).append(view.stacks()).append(view.shown()).append(view.tactical()).append('\n');
            }
            for (String stateId : ministerOf) {
                var reports = MinisterIntelligence.reports(before, stateId, dice);
                seen += reports.size();
                if (trace != null) {
                    trace.append(stateId).append(reports).append('\n');
                }
            }
        }
        return seen;
    }

    private static List<Recipient> players(GitmState state) {
        Map<String, Set<String>> commands = new TreeMap<>();
        Map<String, Set<String>> deputies = new TreeMap<>();
        for (Unit u : state.units()) {
            commands.computeIfAbsent(u.commander(), k -> new TreeSet<>()).add(u.id().toString());
            deputies.computeIfAbsent(u.deputy(), k -> new TreeSet<>()).add(u.id().toString());
        }
        Set<String> names = new TreeSet<>(commands.keySet());
        names.addAll(deputies.keySet());
        List<Recipient> players = new ArrayList<>();
        for (String name : names) {
            players.add(new Recipient(name, name + "@example.org", commands.getOrDefault(name, Set.of()),
                    deputies.getOrDefault(name, Set.of()), Set.of(), false));
        }
        for (String stateId : state.states().keySet()) {
            players.add(new Recipient("minister-" + stateId, stateId + "@example.org", Set.of(), Set.of(),
                    Set.of(GitmState.ministerOffice(stateId)), false));
        }
        return List.copyOf(players);
    }

    /** The unit's square moved by the copy's offset on a 6-wide grid of 4-square steps, or the nearest usable square. */
    private static Optional<StrategicSquare> replicate(StrategicMap map, Unit u, int copy) {
        StrategicSquare home = u.location().strategic();
        // offsets -10, -6, -2, 2, 6, 10: never zero, so no copy lands on the original army
        int dc = (copy % 6) * 4 - 10;
        int dr = (copy / 6) * 4 - 10;
        int c = Math.max(0, Math.min(StrategicSquare.COLUMNS - 1, home.col() + dc));
        int r = Math.max(0, Math.min(StrategicSquare.ROWS - 1, home.row() + dr));
        StrategicSquare target = new StrategicSquare(c, r);
        if (usable(map, u, target)) {
            return Optional.of(target);
        }
        return spread(map, u, target, 1);
    }

    private static boolean usable(StrategicMap map, Unit u, StrategicSquare s) {
        Optional<SquareInfo> info = map.square(s);
        return info.isPresent() && info.get().terrain().isPassable() && !info.get().state().equals("GUA")
                && (u.type() != UnitType.MI || info.get().nation() == u.nation());
    }

    /** The copy-th usable square on a small spiral around {@code home}, in its own nation for militia. */
    private static Optional<StrategicSquare> spread(StrategicMap map, Unit u, StrategicSquare home, int copy) {
        int seen = 0;
        for (int ring = 1; ring <= 12; ring++) {
            for (int dr = -ring; dr <= ring; dr++) {
                for (int dc = -ring; dc <= ring; dc++) {
                    if (Math.max(Math.abs(dr), Math.abs(dc)) != ring
                            || !StrategicSquare.onMap(home.col() + dc, home.row() + dr)) {
                        continue;
                    }
                    StrategicSquare s = new StrategicSquare(home.col() + dc, home.row() + dr);
                    if (!usable(map, u, s)) {
                        continue;
                    }
                    if (++seen == copy) {
                        return Optional.of(s);
                    }
                }
            }
        }
        return Optional.empty();
    }
}
