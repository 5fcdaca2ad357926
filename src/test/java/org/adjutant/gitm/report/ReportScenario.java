package org.adjutant.gitm.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.scenario.ScenarioBuilder;
import org.adjutant.gitm.sequence.OrdersRecorded;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.Visibility;

/**
 * The fixed small scenario of the report tests and golden files: a block of Mexican soil around J9-V4 with the city
 * of Monterrey at its centre, besieged by the Americans (GITM 10.3; on record in the position after the turn); Mexican troops around it in every condition, a
 * neutral Yucatecan regiment, a Mexican regiment far off that no American detects, an American regiment deep in
 * Mexico that no Mexican sees (GITM 4.7), and an American army headquarters.
 *
 * <p>Two ways to the position after the turn: {@link #engineOutcome} runs the real turn engine on fixed orders and
 * a fixed seed (the golden files show its events), while {@link #outcome} hands the reports a built position and
 * stand-in events, for tests that need one exact event (a march seen by exactly these units).
 */
final class ReportScenario {
    static final StrategicSquare CENTRE = StrategicSquare.of("J9-V4");
    static final int TURN = 3;

    static final Recipient TAYLOR = player("Zachary Taylor", Set.of("US1IN"), Set.of("US2LC"), Set.of());
    static final Recipient WORTH = player("William Worth", Set.of("US2LC", "US3IN", "US4IN"), Set.of(), Set.of());
    static final Recipient POLK = player("William Marcy", Set.of(), Set.of(), Set.of("minister:US"));
    static final Recipient SANTA_ANNA = player("Antonio Lopez de Santa Anna", Set.of("MX1IN", "MX2IN", "MX3MA"),
            Set.of(), Set.of());
    static final Recipient TORNEL = player("Jose Maria Tornel", Set.of(), Set.of(), Set.of("minister:MEX"));
    static final Recipient MODERATOR = new Recipient("Moderator", "moderator@example.org", Set.of(), Set.of(),
            Set.of(), true);
    static final List<Recipient> EVERYONE = List.of(TAYLOR, WORTH, POLK, SANTA_ANNA, TORNEL, MODERATOR);

    private ReportScenario() {
    }

    static Recipient player(String name, Set<String> commands, Set<String> deputy, Set<String> offices) {
        String mail = name.toLowerCase(java.util.Locale.ROOT).replace(' ', '.') + "@example.org";
        return new Recipient(name, mail, commands, deputy, offices, false);
    }

    static String square(int dx, int dy) {
        return new StrategicSquare(CENTRE.col() + dx, CENTRE.row() + dy).toString();
    }

    static String at(int dx, int dy, String tactical) {
        return square(dx, dy) + " " + tactical;
    }

    /** The position; {@code mexicansAt} is where MX1IN and MX2IN stand (they march east during the turn). */
    static ScenarioBuilder world(String mexicansAt) {
        return ScenarioBuilder.create().title("Report test").turn(1, TURN)
                .state("US", "United States", Nation.US, 1000).state("MEX", "Mexico", Nation.MX, 1000)
                .state("YUC", "Yucatan", Nation.MX, 0).neutral("YUC")
                .openBlock(CENTRE.toString(), 8, Nation.MX, "MEX")
                .city("Monterrey", at(0, 0, "7-7"), 2, 10, 0, false)
                .role("taylor", "Zachary Taylor").role("worth", "William Worth")
                .role("santa-anna", "Antonio Lopez de Santa Anna")
                .unit("US1IN", "US", at(0, 0, "6-7"), u -> u.commander("taylor").deputy("worth").men(1200))
                .unit("US2LC", "US", at(0, 0, "6-8"), u -> u.commander("worth").deputy("taylor").men(400))
                .unit("US3IN", "US", at(0, 0, "8-7"), u -> u.commander("worth").deputy("taylor").men(900))
                .unit("US4IN", "US", at(4, 4, "7-7"), u -> u.commander("worth").men(800))
                .unit("US1AQ", "US", at(-3, 2, "7-7"))
                .unit("MX5IN", "MEX", at(0, 0, "7-7"), u -> u.men(700))
                .unit("MX1IN", "MEX", mexicansAt, u -> u.commander("santa-anna"))
                .unit("MX2IN", "MEX", mexicansAt, u -> u.commander("santa-anna"))
                .unit("MX3MA", "MEX", at(1, 0, "0-8"), u -> u.commander("santa-anna"))
                .unit("MX6IN", "MEX", at(0, 1, "7-7"), u -> u.readiness(Readiness.INACTIVE))
                .unit("MX7IN", "MEX", at(-1, 0, "7-7"), u -> u.readiness(Readiness.SHATTERED))
                .unit("MX20IN", "YUC", at(0, -1, "7-7"));
    }

    /** The Mexican regiment five squares east that no American unit detects (GITM 4.1). */
    static ScenarioBuilder withHiddenEnemy(ScenarioBuilder b) {
        return withEnemyAt(b, 5, -2);
    }

    /** MX9IN {@code dx}, {@code dy} squares from the centre: one square from US4IN it is detected (GITM 4.1). */
    static ScenarioBuilder withEnemyAt(ScenarioBuilder b, int dx, int dy) {
        return b.unit("MX9IN", "MEX", at(dx, dy, "3-3"), u -> u.men(1100));
    }

    /**
     * A turn in which Mexico's Treasury raised MX37IN at Puebla for 120 Cr (SoW 4.2-4.9): the raising, the treasury
     * statement with its line, and the new unit standing in the position after the turn.
     */
    static TurnOutcome mx37Raised() {
        List<TurnEvent> events = List.of(
                new org.adjutant.gitm.event.UnitRaised(org.adjutant.gitm.sequence.Phase.END_OF_TURN, "MX37IN",
                        "Mexican 37th infantry", "MEX", "Puebla", StrategicSquare.of("J9-V4"),
                        org.adjutant.gitm.map.TacticalSquare.of("7-7"), 1000, 0, 120, "tornel", "tornel"),
                new org.adjutant.gitm.event.TreasuryStatement(org.adjutant.gitm.sequence.Phase.END_OF_TURN, "MEX",
                        "Mexico", 1000, List.of(new org.adjutant.gitm.economy.LedgerLine(
                                org.adjutant.gitm.economy.LedgerLine.Kind.BUILDS,
                                "RAISE 1 IN AT Puebla MEN 1000 BATTERIES 0 (1 x 120)", -120)), 880, false));
        return new TurnOutcome(after(b -> b.unit("MX37IN", "MEX", "J9-V4 7-7",
                u -> u.men(1000).commander("tornel").deputy("tornel"))), events);
    }

    static GitmState before(UnaryOperator<ScenarioBuilder> extra) {
        return extra.apply(world(at(0, 0, "10-7"))).build();
    }

    static GitmState after(UnaryOperator<ScenarioBuilder> extra) {
        return extra.apply(world(at(1, 0, "0-7")).turn(1, TURN + 1).besieged("Monterrey", TURN)).build();
    }

    static StrategicMap map(GitmState state) {
        return state.map(name -> Optional.empty());
    }

    /** Something that happened, as a test tells it: the engine's own events read the same way. */
    record Happening(String phase, String kind, String describe, Visibility visibility) implements TurnEvent {
    }

    static Happening seen(String phase, String text, String... observers) {
        return new Happening(phase, "test", text, Visibility.units(Set.of(observers)));
    }

    /** The turn's events: orders, the Mexicans marching east, Taylor closing on the city, and the hidden march. */
    static List<TurnEvent> events(boolean hiddenEnemy) {
        List<TurnEvent> events = new ArrayList<>();
        events.add(new OrdersRecorded("US1IN", false, List.of("MOVE 6-7")));
        events.add(new OrdersRecorded("MX1IN", false, List.of("MARCH E")));
        events.add(new OrdersRecorded("MX2IN", true, List.of("HOLD")));
        events.add(seen("Tactical phase 2", "US1IN moved from 5-7 to 6-7 on the map of " + square(0, 0) + ".",
                "US1IN", "US2LC", "US3IN", "MX5IN", "MX1IN", "MX2IN"));
        events.add(seen("Tactical phase 2", "MX5IN moved from 7-6 to 7-7 on the map of " + square(0, 0) + ".",
                "MX5IN", "MX1IN", "MX2IN", "US3IN"));
        events.add(seen("Strategic phase 2", "MX1IN marched out of " + square(0, 0) + " to the east.",
                "MX1IN", "MX2IN", "MX5IN", "US1IN", "US2LC", "US3IN"));
        events.add(seen("Strategic phase 2", "MX2IN marched out of " + square(0, 0) + " to the east.",
                "MX1IN", "MX2IN", "MX5IN", "US1IN", "US2LC", "US3IN"));
        events.add(seen("Strategic phase 3", "MX20IN halted in " + square(0, -1) + ": out of supply.", "MX20IN"));
        if (hiddenEnemy) {
            events.add(seen("Strategic phase 4", "MX9IN marched into " + square(5, -2) + " from the north.",
                    "MX9IN"));
        }
        events.add(seen("Final tactical phase", "US4IN entered " + square(4, 4) + " at 7-7.", "US4IN"));
        return events;
    }

    /** The game seed of the engine-run turn: the robot derives each turn's dice from it. */
    static final long SEED = 1846L;

    /**
     * The orders of the engine-run turn, one block per unit, default orders for the rest as the robot fills them in
     * (GITM 6.9). Chosen so the reports show every kind of event the engine now makes: the two Mexican regiments
     * at 10-7 withdraw east out of the square fought over (GITM 7.5) in sight of Taylor's men, MX5IN engages and the
     * Americans near it move in support (GITM 8.8, 8.10), US1IN makes a specified move (GITM 8.2), MX3MA moves on
     * the map of the next square, US4IN marches north unseen by any Mexican, and the hidden MX9IN force-marches two
     * squares where no American can see (GITM 4.1, 6.3).
     */
    static java.util.Map<String, org.adjutant.ruleset.UnitOrders> orders(GitmState before,
                                                                          org.adjutant.ruleset.Ruleset ruleset) {
        java.util.Map<String, org.adjutant.ruleset.UnitOrders> orders = new java.util.TreeMap<>();
        java.util.function.BiConsumer<String, String> give = (unit, lines) -> orders.put(unit,
                new org.adjutant.ruleset.UnitOrders(unit, org.adjutant.ruleset.UnitOrders.Source.SUBMITTED,
                        List.of(lines.split("\n"))));
        give.accept("US1IN", "MOVE TO 5-6");
        give.accept("MX1IN", "PATH " + square(1, 0));
        give.accept("MX2IN", "PATH " + square(1, 0));
        give.accept("MX5IN", "ENGAGE");
        give.accept("MX3MA", "MOVE TO 3-8");
        give.accept("US4IN", "PATH " + square(4, 3));
        if (before.unit("MX9IN").isPresent()) {
            give.accept("MX9IN", "PATH " + square(5, -1) + " " + square(5, 0));
        }
        for (org.adjutant.ruleset.UnitInfo u : ruleset.units(before)) {
            orders.computeIfAbsent(u.id(), id -> new org.adjutant.ruleset.UnitOrders(id,
                    org.adjutant.ruleset.UnitOrders.Source.DEFAULT, ruleset.defaultOrders(before, id)));
        }
        return orders;
    }

    /** The turn as the robot resolves it: the real engine on {@link #orders}, with the game seed's dice. */
    static TurnOutcome engineOutcome(GitmState before) {
        org.adjutant.gitm.GitmRuleset ruleset = new org.adjutant.gitm.GitmRuleset(name -> Optional.empty());
        return ruleset.resolve(before, TURN, orders(before, ruleset), java.util.Map.of(),
                org.adjutant.ruleset.SeededDice.forTurn(SEED, TURN));
    }

    static TurnOutcome outcome(boolean hiddenEnemy) {
        UnaryOperator<ScenarioBuilder> extra = hiddenEnemy ? ReportScenario::withHiddenEnemy : b -> b;
        return new TurnOutcome(after(extra), events(hiddenEnemy));
    }
}
