package org.adjutant.gitm.supply;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.adjutant.gitm.event.SuppliesSent;
import org.adjutant.gitm.event.SupplyMoveRefused;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.movement.Blockades;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.LineOfContact;
import org.adjutant.gitm.naval.Fleet;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.order.OrderParser;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitType;
import org.adjutant.ruleset.Visibility;

/**
 * Step S7 of the supply phase (GITM 10.6, 10.3; docs/rules/gitm-10-supply.md section 10): the offices' SEND orders,
 * carried out after the units have eaten and drawn (GITM 10.7), office blocks in the order they arrived (docs/rules/sow.md 18.4) and each block's orders as
 * written. A role may send from a city its state controls when it is that state's War Minister or commands (not
 * deputises) one of its army HQs, active or shattered. Supplies go along a line of contact of at most
 * {@link #SEND_RANGE} between two cities of friendly controllers, else by sea between ports ({@link SeaLanes}); on
 * peace and truce turns at any length and in any amount, otherwise at most {@link #SEND_LIMIT} a turn from one city,
 * all offices together. An order asking more than can go is reduced and says why; one that can send nothing is
 * refused with the reason. Arrivals are added only after every order, so supplies move once a turn. Nothing moves into
 * or out of a besieged city (GITM 10.3). No supply is made or lost on the way, so the ledger has nothing to record.
 */
public final class SupplyMovements implements TurnStep {
    /** GITM 10.6: a line of contact of at most 10 squares between the two cities. */
    public static final int SEND_RANGE = 10;
    /** GITM 10.6: a city sends at most 60 supplies a campaign turn; decided: summed over every office's orders. */
    public static final int SEND_LIMIT = 60;
    /** Designed stand-in for "the same or adjacent sea areas": about 600 miles of water (section 10). */
    public static final int SEA_REACH = 40;
    /** Any length (peace and truce turns): farther than any two squares of the map lie apart. */
    private static final int ANY_LENGTH = StrategicSquare.COLUMNS + StrategicSquare.ROWS;

    private final SeaLanes sea;

    public SupplyMovements() {
        this(new WaterBodies(Blockades.NONE));
    }

    public SupplyMovements(SeaLanes sea) {
        this.sea = sea;
    }

    @Override
    public void run(Phase phase, TurnContext turn) {
        Board board = turn.board();
        if (board.start().turn() == 0 || turn.officeOrders().isEmpty()) {
            return; // the deployment turn has no supply phase (section 13)
        }
        new Run(phase, turn).all();
    }

    /** One turn's orders: the cities by name, what each city has sent, and what will arrive. */
    private final class Run {
        private final Phase phase;
        private final TurnContext turn;
        private final Board board;
        private final boolean campaign;
        private final Map<String, City> cities = new HashMap<>();
        private final Map<String, Integer> sent = new HashMap<>();
        /** Arrivals by city name, sorted so that they are applied in one fixed order. */
        private final Map<String, Integer> arriving = new TreeMap<>();
        private final Map<String, City> arrivalCity = new HashMap<>();

        Run(Phase phase, TurnContext turn) {
            this.phase = phase;
            this.turn = turn;
            this.board = turn.board();
            this.campaign = turn.campaignTurn();
        }

        private City onMap(String name) {
            if (cities.isEmpty()) {
                board.map().cities().forEach(c -> cities.putIfAbsent(c.name().toLowerCase(Locale.ROOT), c));
            }
            return cities.get(name.strip().toLowerCase(Locale.ROOT));
        }

        void all() {
            for (Map.Entry<String, List<String>> block : turn.officeOrders().entrySet()) { // in arrival order
                for (String line : block.getValue()) {
                    Optional<OfficeOrder> parsed = OrderParser.parseOfficeOrder(line);
                    if (parsed.isPresent() && parsed.get() instanceof OfficeOrder.MoveSupplies move) {
                        carryOut(block.getKey(), move);
                    }
                }
            }
            arriving.forEach((name, n) -> {
                City c = arrivalCity.get(name);
                CityHolding h = board.holding(c);
                board.putHolding(c, h.withSupplies(h.supplies() + n));
            });
        }

        private void carryOut(String role, OfficeOrder.MoveSupplies move) {
            Offices offices = offices(role);
            String order = move.normalForm();
            if (offices.isEmpty()) {
                refuse(role, order, role + " is no longer a War Minister and commands no army HQ, so may not move"
                        + " supplies (GITM 10.6)", Visibility.moderatorOnly());
                return;
            }
            if (ShipHolds.involves(move)) {
                holds(role, move, offices);
                return;
            }
            City fromMap = onMap(move.from());
            City toMap = onMap(move.to());
            if (fromMap == null || toMap == null) {
                refuse(role, order, "an off-map port's supplies go by sea only in a transport group's holds"
                        + " (docs/rules/naval.md section 11)", offices.all());
                return;
            }
            City from = board.city(fromMap);
            City to = board.city(toMap);
            if (!offices.serves(from.state())) {
                refuse(role, order, from.name() + " is controlled by " + from.state()
                        + ": supplies can be sent only from your own cities (GITM 10.6)", offices.all());
                return;
            }
            Visibility seen = offices.of(from.state());
            for (City c : List.of(from, to)) {
                if (board.holding(c).besieged()) {
                    refuse(role, order, c.name() + " is besieged: no supplies move in or out (GITM 10.3)", seen);
                    return;
                }
            }
            Optional<Boolean> byLand = route(from, to);
            if (byLand.isEmpty()) {
                refuse(role, order, (campaign ? "no line of contact of " + SEND_RANGE + " squares or less from "
                        : "no line of contact from ") + from.name() + " to " + to.name()
                        + ", and no sea lane between them (GITM 10.2, 10.6)", seen);
                return;
            }
            int stock = board.holding(from).supplies();
            int already = sent.getOrDefault(from.name(), 0);
            int room = campaign ? SEND_LIMIT - already : Integer.MAX_VALUE;
            if (stock == 0) {
                refuse(role, order, from.name() + " has no supplies left to send this turn (after this turn's draws"
                        + " and earlier orders)", seen);
                return;
            }
            if (room <= 0) {
                refuse(role, order, from.name() + " has already sent " + SEND_LIMIT + " supplies this turn"
                        + " (GITM 10.6)", seen);
                return;
            }
            int go = Math.min(move.amount(), Math.min(stock, room));
            String note = "";
            if (go < move.amount()) {
                note = stock <= room ? "only " + stock + " left in " + from.name() + " after this turn's draws"
                        + (already > 0 ? " and earlier orders" : "")
                        : from.name() + " may send " + SEND_LIMIT + " a turn (GITM 10.6)";
            }
            board.putHolding(fromMap, board.holding(fromMap).withSupplies(stock - go));
            sent.merge(from.name(), go, Integer::sum);
            arriving.merge(to.name(), go, Integer::sum);
            arrivalCity.put(to.name(), toMap);
            turn.events().add(new SuppliesSent(phase, role, from.name(), to.name(), go, move.amount(),
                    byLand.get(), note, seen));
        }

        /** A SEND into or out of a transport group's holds (docs/rules/naval.md section 11). */
        private void holds(String role, OfficeOrder.MoveSupplies move, Offices offices) {
            String order = move.normalForm();
            Fleet fleet = Fleet.of(turn);
            String group = ShipHolds.names(move);
            String state = fleet.navy().ship(group).map(Ship::state).orElse("");
            if (!offices.serves(state)) {
                refuse(role, order, group + " is not a transport group of your state (GITM 10.6)", offices.all());
                return;
            }
            Visibility seen = offices.of(state);
            ShipHolds.Result judged = ShipHolds.judge(board.start(), board.map(), fleet.navy(), state, move,
                    name -> Optional.ofNullable(onMap(name)).map(board::city),
                    id -> board.has(id) ? Optional.of(board.unit(id)) : Optional.empty());
            if (judged.leg().isEmpty()) {
                refuse(role, order, judged.problem(), seen);
                return;
            }
            ShipHolds.Leg leg = judged.leg().get();
            Ship g = leg.group();
            int asked = move.amount();
            String from;
            String to;
            int go;
            String note = "";
            if (leg instanceof ShipHolds.FromCity || leg instanceof ShipHolds.FromPort) {
                boolean city = leg instanceof ShipHolds.FromCity;
                City onMap = city ? onMap(((ShipHolds.FromCity) leg).city().name()) : null;
                from = city ? onMap.name() : ((ShipHolds.FromPort) leg).port().name();
                to = g.id().toString();
                if (city && board.holding(onMap).besieged()) {
                    refuse(role, order, from + " is besieged: no supplies move in or out (GITM 10.3)", seen);
                    return;
                }
                int stock = city ? board.holding(onMap).supplies()
                        : ((ShipHolds.FromPort) leg).port().supplies() - PortDraws.of(turn).taken(from);
                int already = sent.getOrDefault(from, 0);
                int limit = campaign ? SEND_LIMIT - already : Integer.MAX_VALUE;
                int room = ShipHolds.holdRoom(fleet.navy(), g, board::afloat);
                go = Math.min(asked, Math.min(stock, Math.min(limit, room)));
                if (go <= 0) {
                    refuse(role, order, stock <= 0 ? from + " has no supplies left to send this turn"
                            : limit <= 0 ? from + " has already sent " + SEND_LIMIT + " supplies this turn (GITM 10.6)"
                            : g.id() + " has no room left in its holds", seen);
                    return;
                }
                if (go < asked) {
                    note = go == room ? "the holds of " + g.id() + " take no more" : go == stock ? "only " + stock
                            + " left in " + from : from + " may send " + SEND_LIMIT + " a turn (GITM 10.6)";
                }
                if (city) {
                    board.putHolding(onMap, board.holding(onMap).withSupplies(stock - go));
                } else {
                    PortDraws.of(turn).take(from, go);
                }
                sent.merge(from, go, Integer::sum);
                fleet.put(g.withCargo(g.capacity(), g.supplies() + go));
            } else {
                from = g.id().toString();
                if (g.supplies() <= 0) {
                    refuse(role, order, g.id() + " has no supplies in its holds", seen);
                    return;
                }
                if (leg instanceof ShipHolds.ToCity tc) {
                    City onMap = onMap(tc.city().name());
                    to = onMap.name();
                    if (board.holding(onMap).besieged()) {
                        refuse(role, order, to + " is besieged: no supplies move in or out (GITM 10.3)", seen);
                        return;
                    }
                    go = Math.min(asked, g.supplies());
                    arriving.merge(to, go, Integer::sum);
                    arrivalCity.put(to, onMap);
                } else {
                    Unit hq = board.unit(((ShipHolds.ToCorps) leg).hq().id());
                    to = hq.id().toString();
                    int space = hq.id().type().maxSuppliesCarried() - hq.supplies();
                    go = Math.min(asked, Math.min(g.supplies(), space));
                    if (go <= 0) {
                        refuse(role, order, to + " already carries all it can (GITM 10.7)", seen);
                        return;
                    }
                    board.put(hq.withSupplies(hq.supplies() + go));
                }
                if (go < asked) {
                    note = go == g.supplies() ? "only " + g.supplies() + " in the holds of " + g.id()
                            : to + " can carry no more (GITM 10.7)";
                }
                fleet.put(g.withCargo(g.capacity(), g.supplies() - go));
            }
            turn.events().add(new SuppliesSent(phase, role, from, to, go, asked, false, note, seen));
        }

        /** True overland, false by sea, empty when neither joins the two cities (a land line is tried first). */
        private Optional<Boolean> route(City from, City to) {
            String a = from.state();
            String b = to.state();
            boolean friendly = a.equals(b) || board.start().states().containsKey(b)
                    && board.start().relation(a, b) == Relation.ALLIED;
            if (friendly) {
                // One bounded search per order (section 20); a peace turn's line may be of any length.
                LineOfContact lines = campaign ? LineOfContact.around(board, from.square(), SEND_RANGE)
                        : LineOfContact.of(board);
                LineOfContact.End start = new LineOfContact.End(a, from.square(), from.tactical());
                LineOfContact.End end = new LineOfContact.End(b, to.square(), to.tactical());
                if (lines.reach(start, campaign ? SEND_RANGE : ANY_LENGTH).length(end).isPresent()) {
                    return Optional.of(true);
                }
            }
            OptionalInt bySea = sea.length(board, from, to, campaign ? SEA_REACH : Integer.MAX_VALUE);
            return bySea.isPresent() ? Optional.of(false) : Optional.empty();
        }

        private void refuse(String role, String order, String reason, Visibility seen) {
            turn.events().add(new SupplyMoveRefused(phase, role, order, reason, seen));
        }

        /**
         * The offices {@code role} holds now, from the state: War Minister of the states whose minister it is, and
         * commander of their active or shattered army HQs (GITM 10.6 names the commander, not the deputy).
         */
        private Offices offices(String role) {
            Set<String> minister = new TreeSet<>();
            for (Polity p : board.start().states().values()) {
                if (p.minister().equals(role)) {
                    minister.add(p.id());
                }
            }
            Map<String, Set<String>> armyHqs = new TreeMap<>();
            for (Unit u : board.units()) {
                if (u.id().type() == UnitType.AQ && u.commander().equals(role)
                        && u.readiness() != Readiness.INACTIVE) {
                    armyHqs.computeIfAbsent(u.state(), k -> new TreeSet<>()).add(u.id().toString());
                }
            }
            return new Offices(minister, armyHqs);
        }
    }

    /** The offices of one role: states it is War Minister of, and army HQs it commands by state. */
    private record Offices(Set<String> minister, Map<String, Set<String>> armyHqs) {
        boolean isEmpty() {
            return minister.isEmpty() && armyHqs.isEmpty();
        }

        boolean serves(String state) {
            return minister.contains(state) || armyHqs.containsKey(state);
        }

        /**
         * Who hears of an order sent from {@code state}'s city: its War Minister's office when the role holds it
         * (section 14: offices as observers), else the army HQs he commands there.
         */
        Visibility of(String state) {
            if (minister.contains(state)) {
                return new Visibility(Set.of(org.adjutant.gitm.state.GitmState.ministerOffice(state)));
            }
            return new Visibility(armyHqs.getOrDefault(state, Set.of()));
        }

        Visibility all() {
            List<String> keys = new ArrayList<>();
            minister.forEach(s -> keys.add(org.adjutant.gitm.state.GitmState.ministerOffice(s)));
            armyHqs.values().forEach(keys::addAll);
            return new Visibility(new TreeSet<>(keys));
        }
    }
}
