package org.adjutant.gitm.battle;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.adjutant.gitm.battle.BattleFile.Field;
import org.adjutant.gitm.battle.BattleFile.Figure;
import org.adjutant.gitm.battle.BattleFile.Fort;
import org.adjutant.gitm.battle.BattleFile.Ground;
import org.adjutant.gitm.battle.BattleFile.History;
import org.adjutant.gitm.battle.BattleFile.HistorySide;
import org.adjutant.gitm.battle.BattleFile.OrderLine;
import org.adjutant.gitm.battle.BattleFile.Side;
import org.adjutant.gitm.battle.BattleFile.Town;
import org.adjutant.gitm.battle.BattleFile.UnitSetup;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.map.tactical.DefensiveRatings;
import org.adjutant.gitm.movement.tactical.Lane;
import org.adjutant.gitm.movement.tactical.TacticalRules;
import org.adjutant.gitm.order.BattleLine;
import org.adjutant.gitm.order.DefensiveAttitude;
import org.adjutant.gitm.order.OffensiveAttitude;
import org.adjutant.gitm.scenario.YamlFields;
import org.adjutant.gitm.scenario.YamlNode;
import org.adjutant.gitm.state.GameSettings;
import org.adjutant.gitm.state.RuleOptions;
import org.adjutant.gitm.unit.Arm;
import org.adjutant.gitm.unit.Quality;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;
import org.adjutant.ruleset.ScenarioException;

/**
 * Reads a battle file (docs/battles.md) with the scenario loader's line-aware YAML reading: every key known, every
 * value in range, every reference resolved, and the first problem reported as {@code <file>:<line>: <problem>}.
 * What only the built position can show (size limits, stacking, fort room, the orders) {@link BattleSetup} checks.
 */
public final class BattleFileReader {
    /** The terrains a unit may stand on and the field may have (GITM 2.2). */
    private static final Set<TacticalTerrain> PASSABLE = EnumSet.of(TacticalTerrain.OPEN, TacticalTerrain.HILLS,
            TacticalTerrain.HIGH_HILLS, TacticalTerrain.FORD, TacticalTerrain.PASS, TacticalTerrain.FOREST,
            TacticalTerrain.TOWN);
    private static final String STATE_ID = "[A-Z][A-Z0-9_]{0,15}";
    /** A rating in the middle of each terrain's band of the tactical map generator (docs/tactical-maps.md). */
    private static final double MIDDLE_OF_BAND = 0.5;
    /**
     * At most one turn short of a campaign (GITM 5.1): the end of its fifteenth turn brings the wounded and prisoners
     * back to their units (GITM 9.13), which would make a siege's losses heal before they are counted.
     */
    public static final int MAX_TURNS = org.adjutant.gitm.sequence.CampaignCalendar.TURNS_PER_CAMPAIGN - 1;
    /** The value of {@code phases} that plays the last turn to its end. */
    public static final String WHOLE = "whole";
    private static final int MAX_CITY_LEVEL = 5;

    private final String source;

    private BattleFileReader(String source) {
        this.source = source;
    }

    /** The battle in {@code yamlText}; {@code source} is the name errors report. */
    public static BattleFile read(String yamlText, String source) throws ScenarioException {
        try {
            return new BattleFileReader(source).file(YamlNode.parse(yamlText == null ? "" : yamlText));
        } catch (YamlNode.Fault f) {
            throw new ScenarioException(source, f.line(), f.getMessage());
        }
    }

    /** The defensive rating a terrain has when the file gives none (docs/tactical-maps.md's base values). */
    public static int baseRating(TacticalTerrain terrain, boolean fort) {
        return DefensiveRatings.rating(terrain, fort, MIDDLE_OF_BAND);
    }

    private static YamlNode.Fault fault(int line, String problem) {
        return new YamlNode.Fault(line, problem);
    }

    private BattleFile file(YamlNode document) {
        YamlFields top = YamlFields.of(document, "the battle file");
        String battle = top.requiredText("battle").strip();
        Optional<String> date = top.text("date").map(String::strip);
        if (date.isPresent() && !date.get().matches("\\d{4}-\\d{2}-\\d{2}")) {
            throw fault(top.lineOf("date"), "date is written YYYY-MM-DD, not '" + date.get() + "'");
        }
        int turns = top.integer("turns", 1);
        if (turns < 1 || turns > MAX_TURNS) {
            throw fault(top.lineOf("turns"), "turns is 1-" + MAX_TURNS + " (the game turns the engagement spans, "
                    + "within one campaign: GITM 5.1, 9.13), not " + turns);
        }
        String phasesText = top.requiredText("phases").strip();
        boolean lastTurnWhole = phasesText.equalsIgnoreCase(WHOLE);
        int phases = lastTurnWhole ? 4 : phasesText.matches("-?\\d{1,9}") ? Integer.parseInt(phasesText) : 0;
        if (phases < 1 || phases > 4) {
            throw fault(top.lineOf("phases"), "phases is 1-4 (combat follows tactical phases 1-4, GITM 5.2) or "
                    + WHOLE + ", not " + phasesText);
        }
        Span span = new Span(turns, phases);
        boolean generalRetreat = top.bool("generalRetreat", RuleOptions.DEFAULT.generalRetreat());
        SortedSet<UnitId> hqBonus = new TreeSet<>(GameSettings.DEFAULT.armyHqBonus());
        if (top.has("armyHqBonus")) {
            hqBonus.clear();
            for (String text : top.texts("armyHqBonus")) {
                hqBonus.add(UnitId.parse(text).filter(id -> id.type() == UnitType.AQ).orElseThrow(() -> fault(
                        top.lineOf("armyHqBonus"), "armyHqBonus lists army HQ ids like US1AQ, not '" + text + "'")));
            }
        }
        Field field = field(YamlFields.of(top.required("field"), "field"));
        TacticalTerrain surroundings = top.enumValue("surroundings", TacticalTerrain.class)
                .orElse(TacticalTerrain.OPEN);
        if (!PASSABLE.contains(surroundings)) {
            throw fault(top.lineOf("surroundings"), "surroundings must be passable ground, not "
                    + surroundings.words() + " (put river, mountain or water on single squares with 'around')");
        }
        Map<Direction, Ground> around = around(top);
        Set<Direction> routBlocked = EnumSet.noneOf(Direction.class);
        for (YamlNode n : top.list("routBlocked")) {
            routBlocked.add(direction(n, "routBlocked"));
        }
        List<YamlNode> sideNodes = top.list("sides");
        if (sideNodes.size() != 2) {
            throw fault(top.lineOf("sides"), "a battle has exactly two sides, not " + sideNodes.size());
        }
        List<SideDraft> drafts = new ArrayList<>();
        for (YamlNode n : sideNodes) {
            drafts.add(side(YamlFields.of(n, "a side"), span, field, around, surroundings));
        }
        List<Side> sides = withRears(drafts);
        checkSides(sides, sideNodes);
        Optional<History> history = top.node("history").map(n -> history(YamlFields.of(n, "history"), sides));
        top.rejectUnknown();
        return new BattleFile(source, battle, date, turns, phases, lastTurnWhole, generalRetreat, hqBonus, field,
                around, surroundings, routBlocked, sides, history);
    }

    /** How long the file plays: {@code turns} game turns, the last to its combat phase {@code phases}. */
    private record Span(int turns, int phases) {
        int phasesOf(int turn) {
            return turn < turns ? 4 : phases;
        }
    }

    private Field field(YamlFields f) {
        TacticalTerrain terrain = f.enumValue("terrain", TacticalTerrain.class)
                .orElseThrow(() -> fault(f.line(), "field needs a terrain: open, hills, high hills, ford, pass, forest "
                        + "or town"));
        if (!PASSABLE.contains(terrain)) {
            throw fault(f.lineOf("terrain"), "the field must be passable ground, not " + terrain.words()
                    + " (GITM 2.2)");
        }
        Optional<Fort> fort = Optional.empty();
        if (f.has("fort")) {
            YamlFields ff = YamlFields.of(f.required("fort"), "the fort");
            int level = ff.requiredInteger("level");
            if (level < 1 || level > 5) {
                throw fault(ff.lineOf("level"), "a fort's level is 1-5 (GITM 2.6), not " + level);
            }
            int capacity = ff.integer("capacity", 3000 * level);
            if (capacity < 1) {
                throw fault(ff.lineOf("capacity"), "a fort's capacity is at least 1, not " + capacity);
            }
            ff.rejectUnknown();
            fort = Optional.of(new Fort(level, capacity));
        }
        Optional<Town> city = Optional.empty();
        if (f.has("city")) {
            YamlFields c = YamlFields.of(f.required("city"), "the city");
            Optional<String> name = c.text("name").map(String::strip).filter(n -> !n.isEmpty());
            int level = c.integer("level", 1);
            if (level < 0 || level > MAX_CITY_LEVEL) {
                throw fault(c.lineOf("level"), "a city's level is 0-" + MAX_CITY_LEVEL + " (0: a fort alone, GITM "
                        + "1.3), not " + level);
            }
            int supplies = c.integer("supplies", 0);
            if (supplies < 0) {
                throw fault(c.lineOf("supplies"), "a city's supplies cannot be negative: " + supplies);
            }
            c.rejectUnknown();
            city = Optional.of(new Town(name, level, supplies));
        }
        int rating = rating(f, baseRating(terrain, fort.isPresent()));
        f.rejectUnknown();
        return new Field(terrain, rating, fort, city);
    }

    private static int rating(YamlFields f, int otherwise) {
        int rating = f.integer("rating", otherwise);
        if (rating < DefensiveRatings.MIN || rating > DefensiveRatings.MAX) {
            throw fault(f.lineOf("rating"), "a defensive rating is 0-4 (GITM 2.4), not " + rating);
        }
        return rating;
    }

    private Map<Direction, Ground> around(YamlFields top) {
        Map<Direction, Ground> around = new EnumMap<>(Direction.class);
        Optional<YamlNode> node = top.node("around");
        if (node.isEmpty()) {
            return around;
        }
        if (!(node.get() instanceof YamlNode.Mapping m)) {
            throw fault(node.get().line(), "around maps directions to squares, e.g. 'E: {terrain: water}'");
        }
        for (var e : m.entries().entrySet()) {
            Direction d = Direction.parse(e.getKey()).filter(x -> e.getKey().strip().length() <= 2).orElseThrow(
                    () -> fault(m.keyLines().get(e.getKey()), "around: '" + e.getKey()
                            + "' is not a direction (N, NE, E, SE, S, SW, W, NW)"));
            if (around.containsKey(d)) {
                throw fault(m.keyLines().get(e.getKey()), "around: " + d + " is given twice");
            }
            YamlFields g = YamlFields.of(e.getValue(), "around " + d);
            TacticalTerrain terrain = g.enumValue("terrain", TacticalTerrain.class)
                    .orElseThrow(() -> fault(g.line(), "around " + d + " needs a terrain"));
            int rating = rating(g, baseRating(terrain, false));
            g.rejectUnknown();
            around.put(d, new Ground(terrain, rating));
        }
        return around;
    }

    private static Direction direction(YamlNode n, String what) {
        String text = n instanceof YamlNode.Scalar s ? s.text() : null;
        if (text == null || text.strip().length() > 2) {
            throw fault(n.line(), what + ": '" + text + "' is not a direction (N, NE, E, SE, S, SW, W, NW)");
        }
        return Direction.parse(text).orElseThrow(() -> fault(n.line(), what + ": '" + text
                + "' is not a direction (N, NE, E, SE, S, SW, W, NW)"));
    }

    /** A side as written; {@code rearGiven} says whether its rear (or {@code none}) was written or inferred. */
    private record SideDraft(Side side, boolean rearGiven) {
    }

    /**
     * A side that gave no rear and has no units off the field faces the other: its rear is the other side's,
     * reversed; when neither says, the first side's rear is north and the second's south.
     */
    private static List<Side> withRears(List<SideDraft> drafts) {
        List<Side> sides = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            SideDraft mine = drafts.get(i);
            Side s = mine.side();
            if (!mine.rearGiven() && s.rear().isEmpty()) {
                Optional<Direction> other = drafts.get(1 - i).side().rear();
                Direction rear = other.map(Direction::opposite).orElse(i == 0 ? Direction.N : Direction.S);
                s = new Side(s.id(), s.name(), s.states(), Optional.of(rear), s.supplies(), s.units());
            }
            sides.add(s);
        }
        return sides;
    }

    private SideDraft side(YamlFields f, Span span, Field field, Map<Direction, Ground> around,
                           TacticalTerrain surroundings) {
        String id = f.requiredText("id").strip();
        if (!id.matches("[A-Za-z0-9]{1,16}")) {
            throw fault(f.lineOf("id"), "a side id is 1-16 letters and digits, like US or MX, not '" + id + "'");
        }
        String name = f.text("name", id).strip();
        List<String> states = new ArrayList<>();
        for (String s : f.texts("states")) {
            String state = s.strip().toUpperCase(Locale.ROOT);
            if (!state.matches(STATE_ID)) {
                throw fault(f.lineOf("states"), "a state id is 1-16 capitals, digits or '_', not '" + s + "'");
            }
            if (states.contains(state)) {
                throw fault(f.lineOf("states"), "side " + id + " lists state " + state + " twice");
            }
            states.add(state);
        }
        if (states.isEmpty()) {
            throw fault(f.line(), "side " + id + " needs its 'states', e.g. [US]");
        }
        Optional<Direction> rear = Optional.empty();
        boolean rearGiven = f.has("rear");
        if (rearGiven) {
            YamlNode n = f.required("rear");
            boolean none = n instanceof YamlNode.Scalar s && "none".equalsIgnoreCase(s.text().strip());
            rear = none ? Optional.empty() : Optional.of(direction(n, "rear"));
        }
        int supplies = f.integer("supplies", 0);
        if (supplies < 0) {
            throw fault(f.lineOf("supplies"), "side " + id + ": supplies cannot be negative: " + supplies);
        }
        if (supplies > 0 && rearGiven && rear.isEmpty()) {
            throw fault(f.lineOf("supplies"), "side " + id + " has no refuge ('rear: none') to store its supplies "
                    + "in");
        }
        if (f.written("anchors")) {
            throw fault(f.keyLine("anchors"), "side " + id + ": 'anchors' is no longer read; list the troops that "
                    + "anchor the flank as units standing there ('at'), with 'counted: false' if history leaves "
                    + "them out (docs/battles.md)");
        }
        List<YamlNode> unitNodes = f.list("units");
        if (unitNodes.isEmpty()) {
            throw fault(f.line(), "side " + id + " needs at least one unit");
        }
        List<UnitSetup> units = new ArrayList<>();
        for (YamlNode n : unitNodes) {
            units.add(unit(YamlFields.of(n, "a unit of side " + id), states, span, field, around, surroundings));
        }
        f.rejectUnknown();
        return new SideDraft(new Side(id, name, states, rearGiven ? rear : defaultRear(units), supplies, units),
                rearGiven);
    }

    /** Where the side's units stand off the field most often: the way they came, so the way back. */
    private static Optional<Direction> defaultRear(List<UnitSetup> units) {
        Map<Direction, Integer> counts = new EnumMap<>(Direction.class);
        Direction best = null;
        for (UnitSetup u : units) {
            if (u.at().isPresent()) {
                int c = counts.merge(u.at().get(), 1, Integer::sum);
                if (best == null || c > counts.get(best)) {
                    best = u.at().get();
                }
            }
        }
        return Optional.ofNullable(best);
    }

    private UnitSetup unit(YamlFields f, List<String> states, Span span, Field field, Map<Direction, Ground> around,
                           TacticalTerrain surroundings) {
        String idText = f.requiredText("id");
        UnitId id = UnitId.parse(idText).orElseThrow(() -> fault(f.lineOf("id"), "'" + idText
                + "' is not a unit id: nationality US or MX, number, type, e.g. MX3LI (GITM 3.1)"));
        String state = f.text("state").map(s -> s.strip().toUpperCase(Locale.ROOT)).orElse(states.get(0));
        if (!states.contains(state)) {
            throw fault(f.lineOf("state"), id + ": state " + state + " is not one of its side's states "
                    + states);
        }
        String name = f.text("name", "").strip();
        int men = f.requiredInteger("men");
        if (men < 1) {
            throw fault(f.lineOf("men"), id + ": men must be at least 1, not " + men);
        }
        boolean artillery = id.type().arm() == Arm.ARTILLERY;
        if (artillery && !f.has("batteries")) {
            throw fault(f.line(), id + " is artillery: give its 'batteries' (1-3)");
        }
        int batteries = f.integer("batteries", 0);
        Quality quality = f.parsed("quality", Quality::parse, "a quality from very poor to excellent, or 1-7")
                .orElse(Quality.AVERAGE);
        int experience = ranged(f, "experience", 0, 0, Unit.MAX_EXPERIENCE);
        int morale = ranged(f, "morale", Unit.START_MORALE, 0, Unit.MAX_MORALE);
        int fatigue = ranged(f, "fatigue", 0, 0, Unit.MAX_FATIGUE);
        int ammunition = ranged(f, "ammunition", Unit.MAX_AMMUNITION, 0, Unit.MAX_AMMUNITION);
        int supplies = ranged(f, "supplies", 0, 0, id.type().maxSuppliesCarried());
        String communications = f.text("communications", "").strip();
        Optional<BattleLine> line = f.enumValue("line", BattleLine.class);
        Optional<OffensiveAttitude> offensive = f.enumValue("offensive", OffensiveAttitude.class);
        Optional<DefensiveAttitude> defensive = f.enumValue("defensive", DefensiveAttitude.class);
        Optional<Direction> at = Optional.empty();
        if (f.has("at")) {
            YamlNode n = f.required("at");
            boolean onField = n instanceof YamlNode.Scalar s && "field".equalsIgnoreCase(s.text().strip());
            at = onField ? Optional.empty() : Optional.of(direction(n, id + ": at"));
        }
        if (at.isPresent()) {
            TacticalTerrain there = Optional.ofNullable(around.get(at.get())).map(Ground::terrain)
                    .orElse(surroundings);
            if (!PASSABLE.contains(there)) {
                throw fault(f.lineOf("at"), id + " cannot stand " + at.get() + " of the field: that square is "
                        + there.words() + " (GITM 2.2)");
            }
        }
        boolean inFort = f.bool("inFort", false);
        if (inFort && (at.isPresent() || field.fort().isEmpty())) {
            throw fault(f.lineOf("inFort"), id + ": only a unit on the field can be in its fort, and the field needs "
                    + "a 'fort'");
        }
        OptionalInt arrive = OptionalInt.empty();
        int arriveTurn = span.turns();
        if (f.has("arrive")) {
            YamlNode n = f.required("arrive");
            Optional<int[]> when = arrival(n, id, span);
            if (when.isPresent()) {
                if (at.isEmpty()) {
                    throw fault(f.lineOf("arrive"), id + " stands on the field already; 'arrive' is for units "
                            + "standing next to it ('at: N' and the like)");
                }
                arriveTurn = when.get()[0];
                arrive = OptionalInt.of(when.get()[1]);
                TacticalTerrain from = Optional.ofNullable(around.get(at.get())).map(Ground::terrain)
                        .orElse(surroundings);
                checkArrival(f, id, at.get(), from, field.terrain(), arriveTurn == 1, fatigue);
            }
        }
        if (f.written("engage")) {
            throw fault(f.keyLine("engage"), id + ": 'engage' is no longer read; give the order itself in 'orders', "
                    + "e.g. [SUPPORT 7-7 RADIUS 0 PHASES 2-4] to come back into the fight on the field, or "
                    + "[ENGAGE PHASES 2-4] (docs/battles.md)");
        }
        SortedMap<Integer, List<OrderLine>> orders = orders(f, id, span);
        boolean counted = f.bool("counted", true);
        f.rejectUnknown();
        return new UnitSetup(id, name, state, men, batteries, quality, experience, morale, fatigue, ammunition,
                communications, supplies, line, offensive, defensive, at, inFort, arrive, arriveTurn, orders, counted,
                f.lineOf("id"));
    }

    /**
     * When a unit marches onto the field: {@code never}, a phase of the last turn, or {@code {turn: T, phase: P}};
     * empty for never, else {turn, phase}.
     */
    private static Optional<int[]> arrival(YamlNode n, UnitId id, Span span) {
        int turn = span.turns();
        int phase;
        if (n instanceof YamlNode.Mapping) {
            YamlFields w = YamlFields.of(n, id + ": arrive");
            turn = w.requiredInteger("turn");
            if (turn < 1 || turn > span.turns()) {
                throw fault(w.lineOf("turn"), id + ": arrive's turn is 1-" + span.turns() + ", not " + turn);
            }
            phase = w.requiredInteger("phase");
            w.rejectUnknown();
        } else if (n instanceof YamlNode.Scalar s && s.text().strip().equalsIgnoreCase("never")) {
            return Optional.empty();
        } else if (n instanceof YamlNode.Scalar s && s.text().strip().matches("-?\\d+")) {
            phase = Integer.parseInt(s.text().strip());
        } else {
            throw fault(n.line(), id + ": arrive is a combat phase, never, or {turn: T, phase: P}");
        }
        int last = span.phasesOf(turn);
        if (phase < 1 || phase > last) {
            String of = span.turns() > 1 ? " of turn " + turn : "";
            throw fault(n.line(), id + ": arrive is a combat phase 1-" + last + of + " or never, not " + phase);
        }
        return Optional.of(new int[] {turn, phase});
    }

    /**
     * A unit's further order lines: one list for every turn, or lists by the turn from which each holds
     * ({@code {1: [...], 3: [...]}}), the way a commander sends the same block until he changes it.
     */
    private static SortedMap<Integer, List<OrderLine>> orders(YamlFields f, UnitId id, Span span) {
        SortedMap<Integer, List<OrderLine>> byTurn = new TreeMap<>();
        Optional<YamlNode> node = f.node("orders");
        if (node.isEmpty()) {
            return byTurn;
        }
        if (!(node.get() instanceof YamlNode.Mapping m)) {
            byTurn.put(1, orderLines(f.list("orders"), id));
            return byTurn;
        }
        for (var e : m.entries().entrySet()) {
            int line = m.keyLines().get(e.getKey());
            int turn;
            try {
                turn = Integer.parseInt(e.getKey().strip());
            } catch (NumberFormatException x) {
                throw fault(line, id + ": orders by turn are keyed by turn numbers 1-" + span.turns() + ", not '"
                        + e.getKey() + "'");
            }
            if (turn < 1 || turn > span.turns()) {
                throw fault(line, id + ": orders for turn " + turn + ", but the file spans turns 1-" + span.turns());
            }
            YamlNode lines = e.getValue();
            byTurn.put(turn, orderLines(lines instanceof YamlNode.Sequence seq ? seq.items() : List.of(lines), id));
        }
        return byTurn;
    }

    private static List<OrderLine> orderLines(List<YamlNode> nodes, UnitId id) {
        List<OrderLine> lines = new ArrayList<>();
        for (YamlNode n : nodes) {
            if (!(n instanceof YamlNode.Scalar s) || s.text() == null || s.text().isBlank()) {
                throw fault(n.line(), id + ": each of 'orders' is one order line, e.g. ENGAGE PHASES 2-4");
            }
            lines.add(new OrderLine(s.text().strip(), n.line()));
        }
        return lines;
    }

    /**
     * A unit's {@code arrive} must be a move the engine can make, or the unit would silently stay where it stands.
     * The enemy is always in the battle's strategic square, so GITM 8.1 (no tactical move above fatigue 8) and
     * GITM 8.5 (no crossing of impassable ground or a cliff) always apply. Its own square is passable and next to
     * the field (checked with {@code at}), so no impassable square lies between them; the border may be a cliff.
     * The fatigue the file gives is the unit's when the first turn begins, so it decides only an arrival in that
     * turn: by a later turn the unit has recovered (GITM 3.2) or tired itself further.
     */
    private static void checkArrival(YamlFields f, UnitId id, Direction at, TacticalTerrain from,
                                     TacticalTerrain field, boolean firstTurn, int fatigue) {
        if (firstTurn && fatigue > TacticalRules.MAX_FATIGUE_TO_MOVE) {
            throw fault(f.lineOf("arrive"), id + " cannot arrive: with fatigue " + fatigue + " (over "
                    + TacticalRules.MAX_FATIGUE_TO_MOVE + ") a unit may not move tactically with the enemy in its "
                    + "strategic square (GITM 8.1)");
        }
        if (Lane.isCliff(from, field)) {
            throw fault(f.lineOf("arrive"), id + " cannot arrive from " + at + ": the border between its square ("
                    + from.words() + ") and the field (" + field.words() + ") is a cliff, which no unit crosses "
                    + "with the enemy in its strategic square (GITM 8.5); put it on hills or high hills, or make "
                    + "the field hills");
        }
    }

    private static int ranged(YamlFields f, String key, int otherwise, int min, int max) {
        int value = f.integer(key, otherwise);
        if (value < min || value > max) {
            throw fault(f.lineOf(key), key + " is " + min + "-" + max + ", not " + value);
        }
        return value;
    }

    /** Side ids, states and unit ids unique across the file; one nation per state, taken from its units. */
    private static void checkSides(List<Side> sides, List<YamlNode> nodes) {
        if (sides.get(0).id().equals(sides.get(1).id())) {
            throw fault(nodes.get(1).line(), "both sides are called " + sides.get(0).id());
        }
        for (String state : sides.get(0).states()) {
            if (sides.get(1).states().contains(state)) {
                throw fault(nodes.get(1).line(), "state " + state + " cannot fight on both sides");
            }
        }
        Map<UnitId, Integer> lines = new LinkedHashMap<>();
        Map<String, Nation> nations = new LinkedHashMap<>();
        Map<String, UnitId> firstOf = new LinkedHashMap<>();
        for (Side side : sides) {
            for (UnitSetup u : side.units()) {
                Integer earlier = lines.putIfAbsent(u.id(), u.line());
                if (earlier != null) {
                    throw fault(u.line(), "unit id " + u.id() + " is used twice (first on line " + earlier + ")");
                }
                Nation had = nations.putIfAbsent(u.state(), u.id().nation());
                if (had != null && had != u.id().nation()) {
                    throw fault(u.line(), u.id() + " is a " + u.id().nation() + " unit, but state " + u.state()
                            + " already has " + firstOf.get(u.state()) + ", a " + had + " unit; a state's units "
                            + "share one nation");
                }
                firstOf.putIfAbsent(u.state(), u.id());
            }
        }
        Optional<Direction> a = sides.get(0).rear();
        Optional<Direction> b = sides.get(1).rear();
        if (a.isPresent() && a.equals(b)) {
            throw fault(nodes.get(1).line(), "both sides have their rear to the " + a.get().words()
                    + "; give one side another 'rear' (or 'rear: none')");
        }
    }

    private History history(YamlFields f, List<Side> sides) {
        Optional<String> holder = Optional.empty();
        String holderText = f.requiredText("holder").strip();
        if (!holderText.equalsIgnoreCase("none")) {
            if (sides.stream().noneMatch(s -> s.id().equals(holderText))) {
                throw fault(f.lineOf("holder"), "history holder '" + holderText + "' is neither side ("
                        + sides.get(0).id() + ", " + sides.get(1).id() + ") nor none");
            }
            holder = Optional.of(holderText);
        }
        OptionalDouble hours = OptionalDouble.empty();
        if (f.has("hours")) {
            String text = f.requiredText("hours").strip();
            try {
                hours = OptionalDouble.of(Double.parseDouble(text));
            } catch (NumberFormatException e) {
                throw fault(f.lineOf("hours"), "hours should be a number, not '" + text + "'");
            }
        }
        OptionalDouble days = OptionalDouble.empty();
        if (f.has("days")) {
            String text = f.requiredText("days").strip();
            try {
                days = OptionalDouble.of(Double.parseDouble(text));
            } catch (NumberFormatException e) {
                throw fault(f.lineOf("days"), "days should be a number, not '" + text + "'");
            }
        }
        String result = f.text("result", "").strip();
        Map<String, HistorySide> figures = new LinkedHashMap<>();
        Optional<YamlNode> node = f.node("sides");
        if (node.isPresent()) {
            if (!(node.get() instanceof YamlNode.Mapping m)) {
                throw fault(node.get().line(), "history sides maps side ids to their figures");
            }
            for (var e : m.entries().entrySet()) {
                String id = e.getKey();
                if (sides.stream().noneMatch(s -> s.id().equals(id))) {
                    throw fault(m.keyLines().get(id), "history gives figures for '" + id + "', which is neither side");
                }
                YamlFields s = YamlFields.of(e.getValue(), "history of " + id);
                HistorySide h = new HistorySide(figure(s, "strength"), figure(s, "killed"), figure(s, "wounded"),
                        figure(s, "missing"), figure(s, "total"), s.text("source", "").strip(),
                        s.text("note", "").strip());
                s.rejectUnknown();
                checkTotal(s, id, h);
                figures.put(id, h);
            }
        }
        f.rejectUnknown();
        return new History(holder, hours, days, result, figures);
    }

    /**
     * A figure of history: a whole number, a range {@code [low, high]} where the sources disagree, or {@code n/a}
     * (or no key at all) where they give none; empty then, never 0.
     */
    private static Optional<Figure> figure(YamlFields f, String key) {
        Optional<YamlNode> node = f.node(key);
        if (node.isEmpty()) {
            return Optional.empty();
        }
        String expected = f.what() + ": " + key + " is a whole number, a range [low, high] or n/a";
        if (node.get() instanceof YamlNode.Scalar s) {
            String text = s.text().strip();
            if (text.equalsIgnoreCase("n/a")) {
                return Optional.empty();
            }
            return Optional.of(Figure.of(count(text, s.line(), key, expected)));
        }
        if (node.get() instanceof YamlNode.Sequence seq && seq.items().size() == 2
                && seq.items().stream().allMatch(i -> i instanceof YamlNode.Scalar x && x.text() != null)) {
            int low = count(((YamlNode.Scalar) seq.items().get(0)).text().strip(), seq.line(), key, expected);
            int high = count(((YamlNode.Scalar) seq.items().get(1)).text().strip(), seq.line(), key, expected);
            if (high < low) {
                throw fault(seq.line(), f.what() + ": the range of " + key + " gives its low bound first, not ["
                        + low + ", " + high + "]");
            }
            return Optional.of(new Figure(low, high));
        }
        throw fault(node.get().line(), expected);
    }

    private static int count(String text, int line, String key, String expected) {
        int value;
        try {
            value = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw fault(line, expected + ", not '" + text + "'");
        }
        if (value < 0) {
            throw fault(line, key + " cannot be negative: " + value);
        }
        return value;
    }

    /** A total given beside all three of killed, wounded and missing must agree with their sum (a typo otherwise). */
    private static void checkTotal(YamlFields f, String id, HistorySide h) {
        if (h.givenTotal().isEmpty() || h.killed().isEmpty() || h.wounded().isEmpty() || h.missing().isEmpty()) {
            return;
        }
        Figure sum = h.killed().get().plus(h.wounded().get()).plus(h.missing().get());
        Figure total = h.givenTotal().get();
        if (sum.high() < total.low() || sum.low() > total.high()) {
            throw fault(f.lineOf("total"), "history of " + id + ": killed + wounded + missing make " + sum
                    + ", which the total " + total + " does not include");
        }
    }
}
