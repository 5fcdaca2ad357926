package org.adjutant.gitm.battle;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.gitm.battle.BattleFile.Side;
import org.adjutant.gitm.battle.BattleFile.UnitSetup;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.map.tactical.TacticalMaps;
import org.adjutant.gitm.movement.tactical.FortSpace;
import org.adjutant.gitm.order.OrderParser;
import org.adjutant.gitm.order.TacticalDestination;
import org.adjutant.gitm.order.UnitOrder;
import org.adjutant.gitm.state.Alliances;
import org.adjutant.gitm.state.GameSettings;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.InlineMap;
import org.adjutant.gitm.state.MapRef;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.state.RuleOptions;
import org.adjutant.gitm.state.StackingRules;
import org.adjutant.gitm.state.TacticalCell;
import org.adjutant.gitm.state.TacticalWorld;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.SizeLimits;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;
import org.adjutant.gitm.unit.Violation;
import org.adjutant.ruleset.BlockVerdict;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.ScenarioException;

/**
 * A battle file made into a game position the real engine can play (docs/battles.md, "The ground" and "How the
 * command fights a file"): a block of open strategic squares around the battle square, whose tactical map has the
 * field in the middle with its neighbours and fort; each side's refuge city {@value #REFUGE_DISTANCE} squares
 * towards its rear (where shattered units reform, GITM 12.2); every unit with its orders for each turn, checked by
 * the ruleset as a player's orders are. The tactical maps are kept here, so the seeds of one file share them.
 *
 * @param square     the strategic square fought in
 * @param field      the field: the centre of its tactical map
 * @param turnOrders each turn's orders, first turn first: every unit's in normal form, as the turn engine takes them
 */
public record BattleSetup(BattleFile file, GitmState state, InlineMap map, TacticalMaps tactical,
                          StrategicSquare square, Location field, List<SortedMap<UnitId, List<String>>> turnOrders) {
    /** Strategic squares from the battle to each side's refuge city; the shatter move is 3-4 (GITM 12.2). */
    public static final int REFUGE_DISTANCE = 4;
    /** The battle is fought in the middle of the map's block (the square ScenarioBuilder's worlds use). */
    public static final StrategicSquare BATTLE_SQUARE = StrategicSquare.of("J9-V4");
    /** The campaign and turn the battle is fought on: an ordinary campaign turn. */
    public static final int CAMPAIGN = 1;
    public static final int TURN = 1;

    public BattleSetup {
        turnOrders = turnOrders.stream().map(o -> java.util.Collections.unmodifiableSortedMap(new TreeMap<>(o)))
                .toList();
    }

    /** Every unit's orders for turn {@code turn} (1 to the file's turns), in normal form. */
    public SortedMap<UnitId, List<String>> orders(int turn) {
        return turnOrders.get(turn - 1);
    }

    /** The city on the field, as the map has it (its controller and stock at any moment are the state's). */
    public Optional<City> fieldCity() {
        return map.square(square).orElseThrow().cities().stream()
                .filter(c -> c.tactical().equals(field.tactical())).findFirst();
    }

    /** The position for {@code file}; problems only the built position shows are reported at the unit's line. */
    public static BattleSetup of(BattleFile file) throws ScenarioException {
        return new Builder(file).build();
    }

    /** The side a unit fights on. */
    public Side sideOf(UnitId unit) {
        return file.sideOf(unit);
    }

    /** The name of a side's refuge city, if it has one. */
    public static String refugeName(Side side) {
        return "Refuge of " + side.id();
    }

    private static final class Builder {
        private final BattleFile file;
        private final StrategicSquare square = BATTLE_SQUARE;
        private final TacticalSquare centre = TacticalSquare.centre();
        private final Map<String, Nation> nations = new LinkedHashMap<>();

        Builder(BattleFile file) {
            this.file = file;
        }

        BattleSetup build() throws ScenarioException {
            for (Side side : file.sides()) {
                Nation nation = null;
                for (UnitSetup u : side.units()) {
                    nations.putIfAbsent(u.state(), u.id().nation());
                    nation = nation == null ? u.id().nation() : nation;
                }
                for (String state : side.states()) {
                    nations.putIfAbsent(state, nation);
                }
            }
            Side groundSide = groundSide();
            String owner = groundSide.states().get(0);
            Optional<City> city = cityOnField();
            InlineMap map = map(owner, city);
            TacticalMaps tactical = TacticalWorld.of(map);
            SortedMap<String, Polity> states = new TreeMap<>();
            SortedMap<String, String> roles = new TreeMap<>();
            nations.forEach((id, nation) -> {
                String minister = minister(id);
                states.put(id, new Polity(id, id, nation, 0, minister));
                roles.put(minister, "War Minister of " + id);
            });
            SortedMap<UnitId, Unit> units = new TreeMap<>();
            for (Side side : file.sides()) {
                for (UnitSetup u : side.units()) {
                    units.put(u.id(), unit(u, side, city));
                }
            }
            // GITM alone: the economy's treasuries, upkeep and purchases are no part of an engagement's result
            GameSettings settings = GameSettings.DEFAULT
                    .withRules(RuleOptions.of(Map.of(RuleOptions.GENERAL_RETREAT,
                            Boolean.toString(file.generalRetreat()), RuleOptions.ECONOMY, "false")))
                    .withArmyHqBonus(new TreeSet<>(file.armyHqBonus()));
            GitmState state = new GitmState(file.battle(), new MapRef.Inline(map), CAMPAIGN, TURN, states,
                    alliances(), new TreeMap<>(), units, roles, settings, Optional.of(new TreeSet<>()));
            checkStacking(state, map);
            checkFortRoom(state, city);
            List<SortedMap<UnitId, List<String>>> turnOrders = new ArrayList<>();
            for (int turn = 1; turn <= file.turns(); turn++) {
                turnOrders.add(orders(state, turn));
            }
            return new BattleSetup(file, state, map, tactical, square, new Location(square, centre), turnOrders);
        }

        /**
         * Whose land it is: the side that stands on the field when the battle begins (if only one does), else the
         * second side.
         */
        private Side groundSide() {
            List<Side> onField = file.sides().stream()
                    .filter(s -> s.units().stream().anyMatch(u -> u.at().isEmpty())).toList();
            return onField.size() == 1 ? onField.get(0) : file.sides().get(1);
        }

        /**
         * The city on the field, if the file puts one there or its fort needs one: held by the side whose units start
         * inside the fort, else by the ground's; a fort without a city of its own is a level-1 town named after the
         * battle with nothing stored.
         */
        private Optional<City> cityOnField() throws ScenarioException {
            if (!file.field().hasCity()) {
                return Optional.empty();
            }
            List<Side> inside = file.sides().stream()
                    .filter(s -> s.units().stream().anyMatch(UnitSetup::inFort)).toList();
            if (inside.size() > 1) {
                UnitSetup u = inside.get(1).units().stream().filter(UnitSetup::inFort).findFirst().orElseThrow();
                throw fault(u.line(), u.id() + ": both sides have units in the fort");
            }
            Side holder = inside.isEmpty() ? groundSide() : inside.get(0);
            BattleFile.Town town = file.field().city().orElse(new BattleFile.Town(Optional.empty(), 1, 0));
            int level = file.field().fort().map(BattleFile.Fort::level).orElse(0);
            int capacity = file.field().fort().map(BattleFile.Fort::capacity).orElse(0);
            return Optional.of(new City(town.name().orElse(file.battle()), square, centre, holder.states().get(0),
                    town.level(), town.supplies(), level, capacity, false));
        }

        private InlineMap map(String owner, Optional<City> city) {
            Nation nation = nations.get(owner);
            SortedMap<StrategicSquare, SquareInfo> squares = new TreeMap<>();
            int r = REFUGE_DISTANCE;
            for (int dy = -r; dy <= r; dy++) {
                for (int dx = -r; dx <= r; dx++) {
                    StrategicSquare s = new StrategicSquare(square.col() + dx, square.row() + dy);
                    boolean water = Math.max(Math.abs(dx), Math.abs(dy)) == 1
                            && file.routBlocked().contains(Direction.of(dx, dy).orElseThrow());
                    squares.put(s, new SquareInfo(water ? Terrain.WATER : Terrain.OPEN, nation, owner, List.of(),
                            List.of(), List.of(), List.of()));
                }
            }
            List<City> here = new ArrayList<>();
            city.ifPresent(here::add);
            put(squares, square, here);
            for (Side side : file.sides()) {
                side.rear().ifPresent(rear -> {
                    StrategicSquare at = new StrategicSquare(square.col() + rear.dx() * r,
                            square.row() + rear.dy() * r);
                    put(squares, at, List.of(new City(refugeName(side), at, centre, side.states().get(0), 1,
                            side.supplies(), 0, 0, false)));
                });
            }
            SortedMap<TacticalSquare, TacticalCell> cells = new TreeMap<>();
            TacticalCell around = new TacticalCell(file.surroundings(),
                    BattleFileReader.baseRating(file.surroundings(), false));
            for (int row = 0; row < TacticalSquare.SIZE; row++) {
                for (int col = 0; col < TacticalSquare.SIZE; col++) {
                    cells.put(new TacticalSquare(col, row), around);
                }
            }
            file.around().forEach((d, g) -> cells.put(centre.step(d).orElseThrow(),
                    new TacticalCell(g.terrain(), g.rating())));
            cells.put(centre, new TacticalCell(file.field().terrain(), file.field().rating()));
            return new InlineMap("battle", squares, Map.of(square, cells));
        }

        private static void put(SortedMap<StrategicSquare, SquareInfo> squares, StrategicSquare at,
                                List<City> cities) {
            SquareInfo old = squares.get(at);
            squares.put(at, new SquareInfo(old.terrain(), old.nation(), old.state(), List.of(), List.of(), List.of(),
                    cities));
        }

        private Alliances alliances() {
            Alliances a = Alliances.byNation();
            List<String> all = new ArrayList<>(nations.keySet());
            for (int i = 0; i < all.size(); i++) {
                for (int j = i + 1; j < all.size(); j++) {
                    String x = all.get(i);
                    String y = all.get(j);
                    boolean sameSide = file.sides().stream()
                            .anyMatch(s -> s.states().contains(x) && s.states().contains(y));
                    a = a.with(x, y, sameSide ? Relation.ALLIED : Relation.HOSTILE);
                }
            }
            return a;
        }

        private Unit unit(UnitSetup u, Side side, Optional<City> city) throws ScenarioException {
            TacticalSquare at = u.at().map(d -> centre.step(d).orElseThrow()).orElse(centre);
            Unit.Builder b = Unit.builder(u.id(), u.state())
                    .name(u.name())
                    .men(u.men())
                    .batteries(u.batteries())
                    .quality(u.quality())
                    .experience(u.experience())
                    .morale(u.morale())
                    .fatigue(u.fatigue())
                    .ammunition(u.ammunition())
                    .supplies(u.supplies())
                    .communications(u.communications())
                    .location(new Location(square, at))
                    .inFort(u.inFort())
                    .commander(minister(u.state()))
                    .deputy(minister(u.state()));
            if (u.id().type() == UnitType.MI) {
                b.homeCity(homeCity(side, u, city));
            }
            Unit unit;
            try {
                unit = b.build();
            } catch (IllegalArgumentException e) {
                throw fault(u.line(), e.getMessage());
            }
            List<Violation> sizes = SizeLimits.check(unit, SizeLimits.Purpose.IN_PLAY, false);
            if (!sizes.isEmpty()) {
                throw fault(u.line(), sizes.get(0).toString());
            }
            return unit;
        }

        /** A militia unit's home (GITM 1.4): the field's town if its state holds it, else its side's refuge. */
        private String homeCity(Side side, UnitSetup u, Optional<City> city) {
            if (city.isPresent() && city.get().state().equals(u.state())) {
                return city.get().name();
            }
            return side.rear().isPresent() ? refugeName(side) : "";
        }

        private void checkStacking(GitmState state, InlineMap map) throws ScenarioException {
            List<Violation> found = StackingRules.check(state, map);
            if (found.isEmpty()) {
                return;
            }
            Violation v = found.get(0);
            int line = file.sides().stream().flatMap(s -> s.units().stream())
                    .filter(u -> state.unit(u.id()).orElseThrow().location().toString().equals(v.subject()))
                    .mapToInt(UnitSetup::line).findFirst().orElse(0);
            throw fault(line, v.toString());
        }

        /** The units inside the fort must fit its capacity (GITM 2.6, counted as {@link FortSpace} counts). */
        private void checkFortRoom(GitmState state, Optional<City> city) throws ScenarioException {
            if (city.isEmpty() || !city.get().hasFort()) {
                return;
            }
            int used = 0;
            for (Side side : file.sides()) {
                for (UnitSetup u : side.units()) {
                    if (u.inFort()) {
                        used += FortSpace.space(state.unit(u.id()).orElseThrow());
                        if (used > city.get().fortCapacity()) {
                            throw fault(u.line(), u.id() + " does not fit in the fort: the units inside need "
                                    + used + " of its " + city.get().fortCapacity() + " spaces (GITM 2.6)");
                        }
                    }
                }
            }
        }

        /**
         * Each unit's orders for turn {@code turn} as its commander would send them, checked and put in normal form by
         * the ruleset (postures and line filled in from the defaults of GITM 6.9 where the file gives none): its
         * postures and line, its arrival if it comes in this turn, and the order lines the file gives it for this
         * turn, after them; a posture or line among those lines stands in this turn for the unit's key of the same
         * kind (its guns held in with OFFENSIVE EVADE while it invests, say). No default SUPPORT: a unit does only
         * what the file orders. Every turn's orders are checked against the opening position, where the file's
         * lines are.
         */
        private SortedMap<UnitId, List<String>> orders(GitmState state, int turn) throws ScenarioException {
            GitmRuleset ruleset = new GitmRuleset(name -> Optional.empty());
            SortedMap<UnitId, List<String>> all = new TreeMap<>();
            for (Side side : file.sides()) {
                for (UnitSetup u : side.units()) {
                    List<Line> lines = new ArrayList<>();
                    List<UnitOrder> given = u.ordersIn(turn).stream()
                            .flatMap(o -> OrderParser.parseUnitOrder(o.text()).stream()).toList();
                    if (given.stream().noneMatch(UnitOrder.Offensive.class::isInstance)) {
                        u.offensive().ifPresent(a -> lines.add(new Line(u.line(), new UnitOrder.Offensive(a)
                                .normalForm())));
                    }
                    if (given.stream().noneMatch(UnitOrder.Defensive.class::isInstance)) {
                        u.defensive().ifPresent(a -> lines.add(new Line(u.line(), new UnitOrder.Defensive(a)
                                .normalForm())));
                    }
                    if (given.stream().noneMatch(UnitOrder.TakeLine.class::isInstance)) {
                        u.battleLine().ifPresent(l -> lines.add(new Line(u.line(), new UnitOrder.TakeLine(l)
                                .normalForm())));
                    }
                    if (u.arrive().isPresent() && u.arriveTurn() == turn) {
                        lines.add(new Line(u.line(), new UnitOrder.TacticalMove(
                                new TacticalDestination.Square(centre), Optional.empty(), u.arrive().getAsInt())
                                .normalForm()));
                    }
                    u.ordersIn(turn).forEach(o -> lines.add(new Line(o.line(), o.text())));
                    if (lines.isEmpty()) {
                        lines.add(new Line(u.line(), new UnitOrder.TakeLine(
                                org.adjutant.gitm.order.BattleLine.FIRST).normalForm()));
                    }
                    BlockVerdict verdict = ruleset.check(state, u.id().toString(), lines);
                    if (!verdict.isAccepted()) {
                        var p = verdict.problems().get(0);
                        String when = file.turns() > 1 ? " (turn " + turn + ")" : "";
                        throw fault(p.line() > 0 ? p.line() : u.line(), u.id() + when + ": " + p.reason());
                    }
                    all.put(u.id(), verdict.normalForm());
                }
            }
            return all;
        }

        private static String minister(String state) {
            return "minister-" + state.toLowerCase(Locale.ROOT);
        }

        private ScenarioException fault(int line, String problem) {
            return new ScenarioException(file.source(), line, problem);
        }
    }
}
