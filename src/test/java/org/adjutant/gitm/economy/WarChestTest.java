package org.adjutant.gitm.economy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.event.InactivationRefused;
import org.adjutant.gitm.event.RefusedToMarch;
import org.adjutant.gitm.event.TreasuryStatement;
import org.adjutant.gitm.event.UnpaidTroops;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.readiness.Activations;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.GitmStateCodec;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.state.Purse;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What a war chest takes in and what troops do when it cannot pay them (docs/rules/sow.md sections 3.1, 3.2 and 6,
 * designed). The bench is {@link EconomyTurnTest}'s: Matamoros (level 2, inland, NE's) earns 30 a turn; NE's army costs
 * 100 a turn in wartime (MX1AQ 75, MX4IN 650 men 6, MX5LC 1,100 men and a battery 19, inactive militia MX3MI 800 men
 * nothing; all active it would cost 75 + 6 + 19 + 10 = 110 a turn).
 */
class WarChestTest {
    private static final TurnPlugins ECONOMY = Sow1846.inCommunication(List.of(new IncomeStep(), new UpkeepStep(),
                    new WarChestLimit(), new TreasuryStatements()))
            .withHooks(new TurnPlugins.Hooks(List.of(new Activations()), List.of(), List.of(), List.of()));

    private static GitmState northeast(int treasury, Purse purse) {
        GitmState s = Theatre.openGround("G0-V0", "G4-V4").turn(3)
                .city("G2-V2", "Matamoros", "7-7", "NE", 2, 0, false)
                .unit("MX1AQ", "NE", "G2-V2", "7-7", b -> b.morale(50))
                .unit("MX4IN", "NE", "G2-V2", "7-7", b -> b.men(650).morale(50))
                .unit("MX5LC", "NE", "G2-V2", "7-7", b -> b.men(1100).batteries(1).morale(50))
                .unit("MX3MI", "NE", "G2-V2", "7-7", b -> b.men(800).morale(50).readiness(Readiness.INACTIVE))
                .state();
        Polity ne = s.state("NE").orElseThrow();
        return s.withState(ne.withTreasury(treasury).withPurse(purse));
    }

    private static TurnOutcome run(GitmState s) {
        return run(s, Map.of());
    }

    private static TurnOutcome run(GitmState s, Map<String, List<String>> office) {
        return Sow1846.run(ECONOMY, s, s.map(n -> Optional.empty()), office);
    }

    private static <T> List<T> events(TurnOutcome o, Class<T> kind) {
        return Sow1846.events(o, kind);
    }

    private static TreasuryStatement statement(TurnOutcome o) {
        return events(o, TreasuryStatement.class).stream().filter(t -> t.state().equals("NE")).findFirst()
                .orElseThrow();
    }

    private static GitmState next(TurnOutcome o) {
        return (GitmState) o.next();
    }

    private static Purse collects(int percent) {
        return new Purse(percent, 0);
    }

    private static Purse shortFor(int turns) {
        return new Purse(100, turns);
    }

    @Test
    @DisplayName("designed: SoW 3.1 a state collecting 50% of its income takes in 15 of Matamoros's 30; the other 15 is a line of its own and the ledger still closes")
    void sow_3_1_collection() {
        TurnOutcome o = run(northeast(500, collects(50)));
        TreasuryStatement t = statement(o);
        assertThat(t.total(LedgerLine.Kind.INCOME)).isEqualTo(30);
        assertThat(t.total(LedgerLine.Kind.UNCOLLECTED)).isEqualTo(-15);
        assertThat(t.lines()).filteredOn(l -> l.kind() == LedgerLine.Kind.UNCOLLECTED).extracting(LedgerLine::label)
                .containsExactly("50% of 30 Cr collected; the rest to civil government");
        assertThat(t.closing()).isEqualTo(500 + 30 - 15 - 100);
        assertThat(next(o).state("NE").orElseThrow().treasury()).isEqualTo(415);
        assertThat(t.describe()).contains("income +30, not collected -15, upkeep -100");
        assertThat(Outlook.of(org.adjutant.gitm.movement.Board.of(next(o), next(o).map(n -> Optional.empty())))
                .get("NE").income()).as("the treasury outlook counts what the chest collects").isEqualTo(15);
    }

    @Test
    @DisplayName("designed: SoW 3.1 a state collecting all of its income has no line for the rest")
    void sow_3_1_fullCollection() {
        TreasuryStatement t = statement(run(northeast(500, Purse.FULL)));
        assertThat(t.lines()).noneMatch(l -> l.kind() == LedgerLine.Kind.UNCOLLECTED);
        assertThat(t.closing()).isEqualTo(430);
    }

    @Test
    @DisplayName("designed: SoW 3.2 a war chest holds at most 15 turns of its army's pay all active (NE 1,650): income that would lift it higher goes to the civil government")
    void sow_3_2_warChestLimit() {
        // 1,740 + 30 - 100 = 1,670: 20 above the limit, all of it from this turn's income
        TurnOutcome o = run(northeast(1740, Purse.FULL));
        TreasuryStatement t = statement(o);
        assertThat(t.total(LedgerLine.Kind.UNCOLLECTED)).isEqualTo(-20);
        assertThat(t.lines()).filteredOn(l -> l.kind() == LedgerLine.Kind.UNCOLLECTED).extracting(LedgerLine::label)
                .containsExactly("over the war chest's limit of 1,650 Cr (15 turns' pay)");
        assertThat(next(o).state("NE").orElseThrow().treasury()).isEqualTo(1650);
        // below the limit nothing is taken
        assertThat(statement(run(northeast(1700, Purse.FULL))).total(LedgerLine.Kind.UNCOLLECTED)).isZero();
    }

    @Test
    @DisplayName("designed: SoW 3.2 only the turn's own income is held back: a treasury far above the limit keeps what it had and loses no more than it earned")
    void sow_3_2_onlyIncomeIsTaken() {
        TurnOutcome o = run(northeast(5000, Purse.FULL));
        assertThat(statement(o).total(LedgerLine.Kind.UNCOLLECTED)).isEqualTo(-30);
        assertThat(next(o).state("NE").orElseThrow().treasury()).isEqualTo(5000 - 100);
    }

    @Test
    @DisplayName("designed: SoW 6 paying a whole turn's bill clears the arrears; going short counts one more turn")
    void sow_6_arrearsCount() {
        assertThat(next(run(northeast(500, shortFor(3)))).state("NE").orElseThrow().purse().arrears()).isZero();
        assertThat(next(run(northeast(20, Purse.FULL))).state("NE").orElseThrow().purse().arrears()).isEqualTo(1);
        assertThat(next(run(northeast(20, shortFor(1)))).state("NE").orElseThrow().purse().arrears()).isEqualTo(2);
    }

    @Test
    @DisplayName("designed: SoW 6 a second turn short, less than half of it unpaid: twice the deserters, and the troops still march")
    void sow_6_secondTurnShort() {
        // treasury 60 + income 30 = 90 against 100: 10 short, the second turn running
        TurnOutcome o = run(northeast(60, shortFor(1)));
        GitmState after = next(o);
        // rhu(650 x 5% x 2 x 10/100) = rhu(6.5) = 7 men; rhu(10 x 10/100) = 1 morale
        assertThat(after.unit("MX4IN").orElseThrow().men()).isEqualTo(643);
        assertThat(after.unit("MX4IN").orElseThrow().morale()).isEqualTo(49);
        assertThat(events(o, RefusedToMarch.class)).isEmpty();
        assertThat(after.unit("MX4IN").orElseThrow().readiness()).isEqualTo(Readiness.ACTIVE);
    }

    @Test
    @DisplayName("designed: SoW 6 a second turn running with half the bill unpaid: the troops owed pay go into quarters, headquarters excepted, and say why")
    void sow_6_refuseToMarch() {
        // treasury 20 + income 30 = 50 against 100: half unpaid, the second turn running
        TurnOutcome o = run(northeast(20, shortFor(1)));
        GitmState after = next(o);
        // rhu(650 x 5% x 2 x 50/100) = rhu(32.5) = 33 men
        assertThat(after.unit("MX4IN").orElseThrow().men()).isEqualTo(617);
        assertThat(after.unit("MX4IN").orElseThrow().readiness()).isEqualTo(Readiness.INACTIVE);
        assertThat(after.unit("MX5LC").orElseThrow().readiness()).isEqualTo(Readiness.INACTIVE);
        assertThat(after.unit("MX1AQ").orElseThrow().readiness()).as("the staff stay").isEqualTo(Readiness.ACTIVE);
        assertThat(events(o, RefusedToMarch.class)).extracting(r -> r.unit().toString())
                .containsExactly("MX4IN", "MX5LC");
        assertThat(events(o, RefusedToMarch.class).get(0).describe()).isEqualTo("MX4IN has had no full pay for 2"
                + " turns running and refuses to march: it went into quarters in G2-V2 and will not take the field"
                + " again until its state pays a whole turn's upkeep (docs/rules/sow.md section 6).");
        assertThat(events(o, RefusedToMarch.class).get(0).visibility().observers())
                .contains("minister:NE", "treasury:NE", "MX4IN");
        assertThat(after.state("NE").orElseThrow().purse().arrears()).isEqualTo(2);
    }

    @Test
    @DisplayName("designed: SoW 6 desertion grows with the arrears up to three times the first turn's: a fifth turn short loses as many as a third")
    void sow_6_desertionCap() {
        // nothing at all: treasury 0 and no city; a 1,000-man unit
        GitmState s = Theatre.openGround("G0-V0", "G4-V4").turn(3)
                .unit("MX4IN", "NE", "G2-V2", "7-7", b -> b.men(1000).morale(50)).state();
        s = s.withState(s.state("NE").orElseThrow().withTreasury(0).withPurse(shortFor(4)));
        TurnOutcome o = run(s);
        // 5 turns short, counted as 3: rhu(1000 x 5% x 3) = 150 men
        assertThat(next(o).unit("MX4IN").orElseThrow().men()).isEqualTo(850);
        assertThat(events(o, UnpaidTroops.class)).singleElement().satisfies(u -> assertThat(u.deserters())
                .isEqualTo(150));
    }

    @Test
    @DisplayName("designed: SoW 6 while its troops refuse to march, no unit of the state leaves its quarters by order; paid up, they do")
    void sow_6_noActivationInArrears() {
        GitmState broke = northeast(500, shortFor(2));
        TurnOutcome o = run(broke, Map.of("paredes", List.of("ACTIVATE MX3MI")));
        assertThat(next(o).unit("MX3MI").orElseThrow().readiness()).isEqualTo(Readiness.INACTIVE);
        assertThat(events(o, InactivationRefused.class)).singleElement().satisfies(r -> assertThat(r.describe())
                .contains("MX3MI will not take the field: its state has not paid its troops in full for 2 turns"
                        + " running (docs/rules/sow.md section 6)"));
        // the bill is paid this turn: the arrears are cleared for the next one
        assertThat(next(o).state("NE").orElseThrow().purse().arrears()).isZero();
        TurnOutcome paidUp = run(northeast(500, shortFor(1)), Map.of("paredes", List.of("ACTIVATE MX3MI")));
        assertThat(next(paidUp).unit("MX3MI").orElseThrow().readiness()).isEqualTo(Readiness.ACTIVE);
    }

    @Test
    @DisplayName("designed: SoW 3.1, 6 a state's collection and arrears survive the saved position; a state saved without them collects everything and owes nothing")
    void sow_6_savedPosition() {
        GitmState s = northeast(500, new Purse(45, 2));
        GitmState back = GitmStateCodec.decode(GitmStateCodec.encode(s));
        assertThat(back.state("NE").orElseThrow().purse()).isEqualTo(new Purse(45, 2));
        assertThat(GitmStateCodec.encode(northeast(500, Purse.FULL))).doesNotContain("collection")
                .doesNotContain("arrears");
    }
}
