package org.adjutant.gitm.naval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.adjutant.gitm.event.DestroyCause;
import org.adjutant.gitm.event.NavalAction;
import org.adjutant.gitm.event.UnitDestroyed;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Problem;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Naval combat through the whole ruleset on the shipped 1846 scenario and sea chart (PATE-MD combat; docs/rules/naval.md
 * section 15): COMBAT judged at arrival, the action fought in the Orders phase, its aftermath in the position, and each
 * side's account read by its own officers only.
 */
class NavalCombatTest {
    private static final Station SGC = new Station.Open("SGC");
    private static final Set<String> US_OFFICERS = Set.of("minister:US", "treasury:US", "naval:US");
    private static final Set<String> MEX_OFFICERS = Set.of("minister:MEX", "treasury:MEX", "naval:MEX");

    private static GitmState at(GitmState s, String ship, Station where) {
        return s.withNavy(s.navy().with(s.navy().ship(ship).orElseThrow().at(where)));
    }

    private static List<String> officeProblems(GitmState s, String office, String... lines) {
        List<org.adjutant.ruleset.Line> body = new java.util.ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            body.add(new org.adjutant.ruleset.Line(i + 1, lines[i]));
        }
        return Gulf.RULESET.checkOffice(s, Set.of(office), Set.of(), body).problems().stream()
                .map(Problem::reason).toList();
    }

    private static TurnOutcome turn(GitmState s, long seed, Map<String, List<String>> offices) {
        return Gulf.turn(s, Map.of(), offices, seed);
    }

    @Test
    @DisplayName("PATE-MD combat: COMBAT is the Naval Minister's for his own ships; an enemy's ship and a transport group told to engage are refused at arrival with the reason")
    void pate_combat_checked_at_arrival() {
        GitmState s = Gulf.turnOne();
        assertThat(officeProblems(s, "naval:US", "COMBAT US1FR ENGAGE RANGE CLOSE AIM RIGGING BREAK OFF FLEE SEA"))
                .isEmpty();
        assertThat(officeProblems(s, "naval:US", "COMBAT MX1SL ENGAGE")).containsExactly("MX1SL is not a ship of US");
        assertThat(officeProblems(s, "naval:US", "COMBAT US1TR ENGAGE")).singleElement().asString()
                .contains("carries no guns");
        assertThat(officeProblems(s, "naval:US", "COMBAT US1TR EVADE FLEE HARBOUR")).isEmpty();
        assertThat(officeProblems(s, "naval:US", "COMBAT US1FR ENGAGE EVADE")).singleElement().asString()
                .contains("twice");
        assertThat(officeProblems(s, "naval:US", "COMBAT US1FR")).singleElement().asString()
                .contains("gives no decision");
        assertThat(officeProblems(s, "naval:US", "COMBAT US1FR FLEE HOME")).singleElement().asString()
                .contains("FLEE is to HARBOUR or SEA");
    }

    @Test
    @DisplayName("PATE-MD combat, designed: a frigate ordered to engage fights an enemy sloop in the open sea; each side reads its own account, the enemy only by her rate, and no third state reads anything")
    void pate_combat_squadrons_engage_and_fog_of_war() {
        GitmState s = at(at(Gulf.turnOne(), "US1FR", SGC), "MX1SL", SGC);
        TurnOutcome o = turn(s, 1, Map.of("bancroft", List.of("COMBAT US1FR ENGAGE RANGE CLOSE")));
        List<NavalAction> actions = NavalTurns.events(o, NavalAction.class);
        assertThat(actions).hasSize(2);
        NavalAction us = actions.stream().filter(a -> a.side().contains("US")).findFirst().orElseThrow();
        NavalAction mex = actions.stream().filter(a -> a.side().contains("MEX")).findFirst().orElseThrow();
        assertThat(us.visibility().observers()).isEqualTo(US_OFFICERS);
        assertThat(mex.visibility().observers()).isEqualTo(MEX_OFFICERS);
        assertThat(String.join(" ", us.account())).contains("US1FR USS Cumberland").contains("an enemy sloop of war")
                .doesNotContain("Mexicano").doesNotContain("MX1SL");
        assertThat(String.join(" ", mex.account())).contains("MX1SL Mexicano").contains("an enemy frigate")
                .doesNotContain("Cumberland").doesNotContain("US1FR");
        GitmState after = (GitmState) o.next();
        Ship cumberland = after.navy().ship("US1FR").orElseThrow();
        assertThat(cumberland.crew() + cumberland.hull() + cumberland.rigging()).isNotEqualTo(430);
        // the sloop is beaten: taken, sunk, or run out of the South Gulf Coast before the wind
        assertThat(after.navy().ship("MX1SL").filter(m -> m.station().equals(SGC))).isEmpty();
    }

    @Test
    @DisplayName("designed: a warship that strikes is taken by the winner under a new id of his nation, with a prize crew from her captor; her own men are prisoners")
    void designed_struck_ship_taken_as_prize() {
        GitmState s = at(Gulf.turnOne(), "MX1SL", SGC);
        for (String id : List.of("US1FR", "US2FR", "US3FR")) {
            s = at(s, id, SGC);
        }
        List<String> orders = List.of("COMBAT US1FR ENGAGE RANGE CLOSE", "COMBAT US2FR ENGAGE RANGE CLOSE",
                "COMBAT US3FR ENGAGE RANGE CLOSE");
        boolean taken = false;
        for (long seed = 1; seed <= 40 && !taken; seed++) {
            TurnOutcome o = turn(s, seed, Map.of("bancroft", orders));
            GitmState after = (GitmState) o.next();
            java.util.Optional<Ship> prize = after.navy().ships().values().stream()
                    .filter(x -> x.name().equals("Mexicano")).findFirst();
            if (prize.isEmpty() || !prize.get().state().equals("US")) {
                continue;
            }
            taken = true;
            assertThat(after.navy().ship("MX1SL")).isEmpty();
            assertThat(prize.get().id().nation()).isEqualTo(org.adjutant.gitm.map.Nation.US);
            assertThat(prize.get().id().type()).isEqualTo(ShipType.SL);
            assertThat(prize.get().crew()).isPositive();
            assertThat(prize.get().marines()).isZero();
            NavalAction mex = NavalTurns.events(o, NavalAction.class).stream()
                    .filter(a -> a.side().contains("MEX")).findFirst().orElseThrow();
            assertThat(String.join(" ", mex.account())).contains("MX1SL Mexicano was taken by the enemy");
            NavalAction us = NavalTurns.events(o, NavalAction.class).stream()
                    .filter(a -> a.side().contains("US")).findFirst().orElseThrow();
            assertThat(String.join(" ", us.account())).contains("We took the enemy sloop of war Mexicano as a prize; she"
                    + " is " + prize.get().id());
        }
        assertThat(taken).isTrue();
    }

    @Test
    @DisplayName("PATE-MD combat: in a sea area a frigate may not engage transports a ship of the line guards, so the convoy is safe from her")
    void pate_combat_ship_of_the_line_guards_the_transports() {
        GitmState s = at(Gulf.turnOne(), "US1TR", SGC);
        s = s.withNavy(s.navy().with(new Ship(ShipId.of("US1FL"), "USS Ohio", "US", 74, 700, 100, 0, 0, 24, 0, 0, SGC,
                "Pensacola")).with(new Ship(ShipId.of("MX1FR"), "Guadalupe", "MEX", 42, 400, 40, 0, 0, 24, 0, 0, SGC,
                "Alvarado")));
        for (long seed = 1; seed <= 10; seed++) {
            TurnOutcome o = turn(s, seed, Map.of("paredes", List.of("COMBAT MX1FR ENGAGE RANGE CLOSE")));
            assertThat(NavalTurns.events(o, NavalAction.class)).isEmpty();
            assertThat(((GitmState) o.next()).navy().ship("US1TR").map(Ship::state)).contains("US");
        }
    }

    @Test
    @DisplayName("designed: an unguarded transport group caught by an enemy warship bent on battle is taken, with its supplies, and the troops aboard are prisoners")
    void designed_transports_taken_with_troops() {
        GitmState s = Gulf.turnOne().withUnit(Gulf.unit("US80IN", "US", "M8-T6", "7-7",
                b -> b.men(2000).readiness(Readiness.INACTIVE)));
        s = s.withNavy(s.navy().embark(UnitId.of("US80IN"), ShipId.of("US1TR")));
        s = at(at(s, "US1TR", SGC), "MX1SL", SGC);
        s = s.withNavy(s.navy().with(s.navy().ship("US1TR").orElseThrow().withCargo(3000, 5)));
        assertThat(officeProblems(s, "naval:MEX", "COMBAT MX1SL ENGAGE")).isEmpty();
        // the transports cannot evade forever: find a seed where they fail, and check the capture
        boolean seen = false;
        for (long seed = 1; seed <= 30 && !seen; seed++) {
            TurnOutcome o = turn(s, seed, Map.of("paredes", List.of("COMBAT MX1SL ENGAGE")));
            GitmState after = (GitmState) o.next();
            if (after.navy().ship("US1TR").isPresent()) {
                assertThat(after.unit(UnitId.of("US80IN"))).isPresent();
                assertThat(String.join(" ", NavalTurns.events(o, NavalAction.class).stream()
                        .filter(a -> a.side().contains("US")).findFirst().orElseThrow().account()))
                        .contains("slipped away");
                continue;
            }
            seen = true;
            Ship prize = after.navy().ships().values().stream().filter(x -> x.state().equals("MEX")
                    && x.type() == ShipType.TR).findFirst().orElseThrow();
            assertThat(prize.supplies()).isEqualTo(5);
            assertThat(prize.id().nation()).isEqualTo(org.adjutant.gitm.map.Nation.MX);
            assertThat(after.unit(UnitId.of("US80IN"))).isEmpty();
            UnitDestroyed gone = NavalTurns.events(o, UnitDestroyed.class).get(0);
            assertThat(gone.cause()).isEqualTo(DestroyCause.TAKEN_AT_SEA);
            assertThat(gone.men()).isEqualTo(2000);
            assertThat(gone.visibility().observers()).contains("US80IN", "naval:US").doesNotContain("naval:MEX");
        }
        assertThat(seen).isTrue();
    }

    @Test
    @DisplayName("designed: ships lying off an enemy port at anchor draw no fire; the guns of Veracruz and San Juan de Ulua answer a squadron that closes in to engage them")
    void designed_batteries_answer_a_bombardment() {
        GitmState s = Gulf.turnOne();
        TurnOutcome quiet = turn(s, 1, Map.of());
        assertThat(NavalTurns.events(quiet, NavalAction.class)).isEmpty();
        TurnOutcome o = turn(s, 1, Map.of("bancroft", List.of("COMBAT US1FR ENGAGE", "COMBAT US2FR ENGAGE",
                "COMBAT US3FR ENGAGE")));
        List<NavalAction> actions = NavalTurns.events(o, NavalAction.class);
        assertThat(actions).hasSize(2);
        NavalAction mex = actions.stream().filter(a -> a.side().contains("MEX")).findFirst().orElseThrow();
        assertThat(String.join(" ", mex.account())).contains("guns of Veracruz").contains("3 enemy frigates")
                .as("San Juan de Ulua level 5 and Veracruz level 2 at 10 guns a level, Ulua's 3 batteries at 6")
                .contains("of the 88 guns of Veracruz");
        GitmState after = (GitmState) o.next();
        int hurt = 0;
        for (String id : List.of("US1FR", "US2FR", "US3FR")) {
            Ship f = after.navy().ship(id).orElseThrow();
            hurt += f.hull() + (430 - f.crew());
        }
        assertThat(hurt).isPositive();
        // the sloops lying at anchor off the port took no part
        assertThat(after.navy().ship("US1SL").orElseThrow().crew()).isEqualTo(170);
    }

    @Test
    @DisplayName("designed: a warship sailing into an enemy's harbour runs past its guns, ordered or not; the Pacific Squadron lying in Mazatlan since before the war draws no fire until it opens it")
    void designed_harbour_entry_runs_past_the_guns() {
        boolean entered = false;
        for (long seed = 1; seed <= 20 && !entered; seed++) {
            TurnOutcome o = turn(Gulf.turnOne(), seed, Map.of("bancroft", List.of("SAIL US1SL TO Veracruz")));
            Station now = ((GitmState) o.next()).navy().ship("US1SL").map(Ship::station).orElse(SGC);
            List<NavalAction> actions = NavalTurns.events(o, NavalAction.class);
            if (now.equals(new Station.Coastal("Veracruz"))) {
                assertThat(actions).isEmpty();
                continue;
            }
            entered = true;
            NavalAction us = actions.stream().filter(a -> a.side().contains("US")).findFirst().orElseThrow();
            assertThat(us.place()).isEqualTo("Veracruz harbour");
            assertThat(String.join(" ", us.account())).contains("lasted 1 round");
        }
        assertThat(entered).isTrue();
        GitmState lying = at(Gulf.turnOne(), "US1SL", new Station.Harbor("Veracruz"));
        assertThat(NavalTurns.events(turn(lying, 1, Map.of()), NavalAction.class)).isEmpty();
        TurnOutcome firing = turn(Gulf.turnOne(), 1, Map.of("bancroft", List.of("COMBAT US4FR ENGAGE")));
        assertThat(NavalTurns.events(firing, NavalAction.class)).extracting(NavalAction::place)
                .containsOnly("Mazatlan harbour").hasSize(2);
    }

    @Test
    @DisplayName("designed: a squadron that beats a port's guns brings its works down one level in a day, never more")
    void designed_bombardment_lowers_the_works_one_level() {
        GitmState s = Gulf.turnOne();
        Station off = new Station.Coastal("Tampico");
        for (String id : List.of("US1FR", "US2FR", "US3FR")) {
            s = at(s, id, off);
        }
        City tampico = s.city("Tampico", Gulf.MAP).orElseThrow();
        int before = tampico.fortStrength();
        boolean lowered = false;
        for (long seed = 1; seed <= 10; seed++) {
            TurnOutcome o = turn(s, seed, Map.of("bancroft", List.of("COMBAT US1FR ENGAGE RANGE CLOSE",
                    "COMBAT US2FR ENGAGE RANGE CLOSE", "COMBAT US3FR ENGAGE RANGE CLOSE")));
            int now = ((GitmState) o.next()).city("Tampico", Gulf.MAP).orElseThrow().fortStrength();
            assertThat(now).isBetween(before - 1, before);
            lowered |= now == before - 1;
        }
        assertThat(lowered).isTrue();
    }

    @Test
    @DisplayName("designed: COMBAT orders stand from their turn on, are saved with the position, and a later line changes only the decisions it names")
    void designed_standing_combat_orders() {
        GitmState s = at(Gulf.turnOne(), "US1FR", SGC);
        TurnOutcome first = turn(s, 1, Map.of("bancroft", List.of("COMBAT US1FR ENGAGE RANGE CLOSE")));
        assertThat(NavalTurns.events(first, NavalAction.class)).as("no enemy at sea yet").isEmpty();
        GitmState after = (GitmState) first.next();
        assertThat(after.navy().combatOrders(ShipId.of("US1FR")).words()).isEqualTo("ENGAGE RANGE CLOSE");
        GitmState saved = (GitmState) Gulf.RULESET.decode(Gulf.RULESET.encode(after));
        assertThat(saved.navy().combat()).isEqualTo(after.navy().combat());
        // the next turn the Mexican sloop comes out: the frigate engages her on her standing orders alone
        GitmState next = at(saved, "MX1SL", SGC);
        assertThat(NavalTurns.events(turn(next, 2, Map.of()), NavalAction.class)).hasSize(2);
        // a later line changes the stance and keeps the range
        TurnOutcome calmer = turn(next, 2, Map.of("bancroft", List.of("COMBAT US1FR ACCEPT")));
        assertThat(NavalTurns.events(calmer, NavalAction.class)).isEmpty();
        assertThat(((GitmState) calmer.next()).navy().combatOrders(ShipId.of("US1FR")).words())
                .isEqualTo("ACCEPT RANGE CLOSE");
    }

    @Test
    @DisplayName("GITM 7.18, 9.1: no fighting at sea on the deployment turn; a COMBAT line is refused then with the reason")
    void gitm_7_18_no_naval_combat_on_the_deployment_turn() {
        GitmState s = Gulf.turnOne().withTurn(1, 0);
        assertThat(officeProblems(s, "naval:US", "COMBAT US1FR ENGAGE")).singleElement().asString()
                .contains("the deployment turn has no battles");
        TurnOutcome o = turn(s, 1, Map.of("bancroft", List.of("COMBAT US1FR ENGAGE")));
        assertThat(NavalTurns.events(o, NavalAction.class)).isEmpty();
    }
}
