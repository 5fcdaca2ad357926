package org.adjutant.gitm.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.adjutant.gitm.event.NavalAction;
import org.adjutant.gitm.event.ShipSailed;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.naval.Navy;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.naval.ShipId;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.Visibility;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Ships in the position report (GITM 5.3, docs/reports.md, docs/rules/naval.md): own ships only (fog of war). */
class ShipsReportTest {
    private static final GitmReports REPORTS = Reports.production();
    private static final Recipient NAVAL_MINISTER = ReportScenario.player("Tomas Marin", Set.of(), Set.of(),
            Set.of("naval:MEX"));
    private static final Recipient US_MONARCH = ReportScenario.player("James K. Polk", Set.of(), Set.of(),
            Set.of("monarch:US"));

    private static GitmState withShips(GitmState s) {
        return s.withNavy(Navy.of(List.of(
                new Ship(ShipId.of("MX1SL"), "Mexicano", "MEX", 12, 120, 10, 0, 0, 24, 0, 0,
                        new Station.Harbor("Alvarado"), "Alvarado"),
                new Ship(ShipId.of("MX1TR"), "coasters", "MEX", 0, 0, 0, 0, 0, 24, 2000, 5,
                        new Station.Coastal("Veracruz"), "Alvarado"),
                new Ship(ShipId.of("US1FR"), "USS Cumberland", "US", 44, 430, 50, 0, 0, 24, 0, 0,
                        new Station.Coastal("Veracruz"), "Pensacola"))));
    }

    private static String report(Recipient r) {
        TurnOutcome turn = ReportScenario.mx37Raised();
        TurnOutcome sailed = new TurnOutcome(withShips((GitmState) turn.next()), turn.events());
        return Reports.text(Reports.mails(REPORTS.forRecipient(withShips(ReportScenario.before(b -> b)),
                ReportScenario.TURN, sailed, r), r));
    }

    @Test
    @DisplayName("GITM 5.3, designed (naval.md): an officer's position report lists his state's ships with where they lie, their men, room and stores")
    void gitm_5_3_own_ships_listed() {
        String naval = report(NAVAL_MINISTER);
        assertThat(naval).contains("== Ships of Mexico (MEX) ==",
                "MX1SL Mexicano (sloop of war, 12 guns): harbor:Alvarado; crew 120, Marines 10; stores 24; base"
                        + " Alvarado (in port there).",
                "MX1TR coasters (transport group): coast:Veracruz; crew 0, Marines 0; capacity 2000, 5 supplies"
                        + " aboard, room for troops 1900; stores 24; base Alvarado.",
                "Ship ids are nation (MX Mexico), number and type: SL sloop of war; TR transport group.");
        assertThat(naval).doesNotContain("US1FR", "Cumberland");
        assertThat(report(ReportScenario.TORNEL)).contains("== Ships of Mexico (MEX) ==").doesNotContain("US1FR");
    }

    @Test
    @DisplayName("designed (naval.md section 3): an officer's event report names his own state's ships by id; a ship of another side is never named, as no stranger is")
    void designed_ship_ids_in_events() {
        TurnOutcome turn = ReportScenario.mx37Raised();
        List<TurnEvent> events = new ArrayList<>(turn.events());
        // seen by both here only to show what each reads; the engine tells a ship's passage to her own side alone
        events.add(new ShipSailed(Phase.ORDERS, ShipId.of("MX1SL"), "Mexicano", "MEX", "Alvarado harbour",
                List.of("the coastal waters of Alvarado"), "the South Gulf Coast", "", "from the N",
                new Visibility(Set.of("naval:MEX", "monarch:US"))));
        TurnOutcome sailed = new TurnOutcome(withShips((GitmState) turn.next()), events);
        String own = Reports.text(Reports.mails(REPORTS.forRecipient(withShips(ReportScenario.before(b -> b)),
                ReportScenario.TURN, sailed, NAVAL_MINISTER), NAVAL_MINISTER));
        String other = Reports.text(Reports.mails(REPORTS.forRecipient(withShips(ReportScenario.before(b -> b)),
                ReportScenario.TURN, sailed, US_MONARCH), US_MONARCH));
        assertThat(own).contains("MX1SL Mexicano sailed from Alvarado harbour to the coastal waters of Alvarado")
                .doesNotContain("unidentified");
        assertThat(other).contains("an unidentified ship Mexicano sailed from Alvarado harbour").doesNotContain("MX1SL");
    }

    @Test
    @DisplayName("GITM 4.7 (fog of war): an enemy officer reads none of Mexico's ships, only his own")
    void gitm_4_7_enemy_ships_hidden() {
        String enemy = report(US_MONARCH);
        assertThat(enemy).contains("== Ships of United States (US) ==", "US1FR USS Cumberland (frigate, 44 guns)")
                .doesNotContain("MX1SL", "Mexicano", "MX1TR");
    }

    @Test
    @DisplayName("designed (naval.md section 15.7): a prize taken this turn is named to her captor by her new id, though she was not his when the turn began")
    void designed_prize_named_to_her_captor() {
        TurnOutcome turn = ReportScenario.mx37Raised();
        GitmState after = withShips((GitmState) turn.next());
        after = after.withNavy(after.navy().with(new Ship(ShipId.of("MX9SL"), "Somers", "MEX", 10, 11, 0, 2, 0, 24, 0,
                0, new Station.Open("SGC"), "Alvarado")));
        List<TurnEvent> events = new ArrayList<>(turn.events());
        events.add(new NavalAction(Phase.ORDERS, "the South Gulf Coast", List.of("MEX"),
                List.of("We took the enemy sloop of war Somers as a prize; she is MX9SL now."),
                new Visibility(Set.of("naval:MEX"))));
        String own = Reports.text(Reports.mails(REPORTS.forRecipient(withShips(ReportScenario.before(b -> b)),
                ReportScenario.TURN, new TurnOutcome(after, events), NAVAL_MINISTER), NAVAL_MINISTER));
        assertThat(own).contains("she is MX9SL now").doesNotContain("unidentified");
        String other = Reports.text(Reports.mails(REPORTS.forRecipient(withShips(ReportScenario.before(b -> b)),
                ReportScenario.TURN, new TurnOutcome(after, events), US_MONARCH), US_MONARCH));
        assertThat(other).as("the account is the captor's alone").doesNotContain("Somers");
    }
}
