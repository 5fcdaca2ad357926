package org.adjutant.gitm.battle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.battle.BattlePlay.TurnPlayed;
import org.adjutant.gitm.battle.BattleStatistics.SideStatistics;
import org.adjutant.gitm.battle.SeedResult.Outcome;
import org.adjutant.gitm.battle.SeedResult.Source;
import org.adjutant.gitm.event.BattleFought;
import org.adjutant.gitm.event.BattleSide;
import org.adjutant.gitm.event.CasualtiesSuffered;
import org.adjutant.gitm.event.CasualtyCause;
import org.adjutant.gitm.event.Deserted;
import org.adjutant.gitm.event.GarrisonSurrendered;
import org.adjutant.gitm.event.SiegeBegun;
import org.adjutant.gitm.event.StragglersLost;
import org.adjutant.gitm.event.StragglersReturned;
import org.adjutant.gitm.event.FellBack;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.event.Retreated;
import org.adjutant.gitm.event.Routed;
import org.adjutant.gitm.event.ShatterCause;
import org.adjutant.gitm.event.Shattered;
import org.adjutant.gitm.event.Surrendered;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The statistics from event streams written by hand, so the counting is checked apart from the combat that will
 * produce such streams.
 */
class BattleStatisticsTest {
    static final Visibility ALL = Visibility.moderatorOnly();
    static final UnitId US1IN = UnitId.of("US1IN");
    static final UnitId US1LA = UnitId.of("US1LA");
    static final UnitId MX1IN = UnitId.of("MX1IN");
    static final UnitId MX9IN = UnitId.of("MX9IN");

    final BattleSetup setup;
    final StrategicSquare b;
    final TacticalSquare field = TacticalSquare.centre();

    BattleStatisticsTest() throws Exception {
        setup = BattleSetupTest.setup(BattleFileReaderTest.SMALL.replace("history:\n",
                "      - {id: MX9IN, men: 500, at: W, counted: false}\nhistory:\n"));
        b = setup.square();
    }

    CasualtiesSuffered loss(UnitId unit, int k, int w, int p, int s) {
        return new CasualtiesSuffered(Phase.TACTICAL_1, unit, b, field, k, w, p, s, CasualtyCause.FIRE, ALL);
    }

    /** Every unit where the set-up put it, except those moved to {@code at}. */
    List<Unit> end(Location elsewhere, UnitId... moved) {
        List<Unit> units = new ArrayList<>();
        for (Unit u : setup.state().units()) {
            boolean away = List.of(moved).contains(u.id());
            units.add(away ? u.withLocation(elsewhere) : u);
        }
        return units;
    }

    Location away() {
        return new Location(b, TacticalSquare.of("7-10"));
    }

    @Test
    @DisplayName("losses add up per side and kind; units marked counted: false are kept apart")
    void losses() {
        List<GitmEvent> events = List.of(loss(US1IN, 5, 20, 0, 3), loss(US1LA, 1, 2, 0, 0), loss(US1IN, 2, 4, 1, 1),
                loss(MX1IN, 30, 60, 100, 40), loss(MX9IN, 7, 7, 7, 7));
        SeedResult r = SeedResult.of(setup, 1, events, setup.state().units());
        assertThat(r.sides().get("US").losses()).isEqualTo(new SeedResult.Losses(8, 26, 1, 4));
        assertThat(r.sides().get("US").losses().total()).isEqualTo(39);
        assertThat(r.sides().get("MX").losses()).isEqualTo(new SeedResult.Losses(30, 60, 100, 40));
        assertThat(r.uncounted().get("MX").total()).isEqualTo(28);
        assertThat(r.uncounted().get("US").total()).isZero();
        assertThat(r.battlesFought()).isZero();
    }

    @Test
    @DisplayName("outcomes count each unit once per kind; a shattered unit driven on again is not a new shattering")
    void outcomes() {
        StrategicSquare next = new StrategicSquare(b.col(), b.row() + 1);
        List<GitmEvent> events = List.of(
                new FellBack(Phase.TACTICAL_1, MX1IN, b, field, TacticalSquare.of("7-8"), ALL),
                new FellBack(Phase.TACTICAL_2, MX1IN, b, field, TacticalSquare.of("7-8"), ALL),
                new Retreated(Phase.TACTICAL_1, US1IN, b, field, TacticalSquare.of("7-5"), ALL),
                new Routed(Phase.TACTICAL_2, US1LA, b, next, field, 10, ALL),
                new Shattered(Phase.TACTICAL_2, MX1IN, ShatterCause.EXHAUSTED, 40, 300, b, next, field, ALL),
                new Shattered(Phase.TACTICAL_2, US1IN, ShatterCause.DRIVEN_ON, 0, 0, b, next, field, ALL),
                new Surrendered(Phase.TACTICAL_2, MX9IN, b, field, 500, ALL));
        SeedResult r = SeedResult.of(setup, 1, events, setup.state().units());
        assertThat(r.sides().get("MX").units(Outcome.FELL_BACK)).isEqualTo(1);
        assertThat(r.sides().get("MX").units(Outcome.SHATTERED)).isEqualTo(1);
        assertThat(r.sides().get("MX").units(Outcome.SURRENDERED)).as("MX9IN is not counted").isZero();
        assertThat(r.sides().get("US").units(Outcome.RETREATED)).isEqualTo(1);
        assertThat(r.sides().get("US").units(Outcome.ROUTED)).isEqualTo(1);
        assertThat(r.sides().get("US").units(Outcome.SHATTERED)).isZero();
    }

    @Test
    @DisplayName("the holder is the side alone on the field at the end; with both there, nobody holds it")
    void holderFromThePosition() {
        SeedResult bothThere = SeedResult.of(setup, 1, List.of(), end(setup.field(), US1IN));
        assertThat(bothThere.holder()).isEmpty();
        SeedResult mexicansGone = SeedResult.of(setup, 1, List.of(), end(away(), MX1IN)
                .stream().map(u -> u.id().equals(US1IN) ? u.withLocation(setup.field()) : u).toList());
        assertThat(mexicansGone.holder()).contains("US");
        SeedResult untouched = SeedResult.of(setup, 1, List.of(), setup.state().units());
        assertThat(untouched.holder()).as("the US never arrived").contains("MX");
    }

    @Test
    @DisplayName("with nobody left on the field, the last battle fought there says who held it")
    void holderFromTheLastBattle() {
        BattleFought early = new BattleFought(Phase.TACTICAL_1, b, field, List.of(US1IN), List.of(MX1IN),
                BattleSide.DEFENDERS, 3000, 1.2, BattleSide.DEFENDERS, BattleSide.DEFENDERS, 50, 20, ALL);
        BattleFought late = new BattleFought(Phase.TACTICAL_2, b, field, List.of(US1IN), List.of(MX1IN),
                BattleSide.DEFENDERS, 3000, 1.5, BattleSide.ATTACKERS, BattleSide.ATTACKERS, 30, 90, ALL);
        BattleFought elsewhere = new BattleFought(Phase.TACTICAL_2, b, TacticalSquare.of("3-3"), List.of(MX1IN),
                List.of(US1IN), BattleSide.DEFENDERS, 3000, 1.5, BattleSide.ATTACKERS, BattleSide.ATTACKERS, 1, 1,
                ALL);
        List<Unit> nobodyOnField = end(away(), MX1IN, US1IN);
        SeedResult r = SeedResult.of(setup, 1, List.of(early, late, elsewhere), nobodyOnField);
        assertThat(r.holder()).contains("US");
        assertThat(r.battlesFought()).isEqualTo(3);
        SeedResult reversed = SeedResult.of(setup, 1, List.of(late, early), nobodyOnField);
        assertThat(reversed.holder()).contains("MX");
    }

    @Test
    @DisplayName("GITM 10.3, 10.8, 7.5, 9.13: over several turns every cause counts: desertion, the withdrawal's "
            + "stragglers, a garrison's surrender with its men as they stood; the stragglers back do not")
    void gitm_10_3_lossesOverSeveralTurns() throws Exception {
        BattleSetup siege = BattleSetupTest.setup(BattleFileReaderTest.SIEGE);
        StrategicSquare at = siege.square();
        UnitId mx2 = UnitId.of("MX2IN");
        UnitId cq = UnitId.of("US1CQ");
        City onMap = siege.fieldCity().orElseThrow();
        List<TurnPlayed> turns = List.of(
                new TurnPlayed(1, List.of(new SiegeBegun(Phase.STRATEGIC_WITHDRAWAL, "Smallton", at, field, "MEX",
                        List.of("US"), ALL), new CasualtiesSuffered(Phase.TACTICAL_1, MX1IN, at, field, 5, 20, 0,
                        10, CasualtyCause.BOMBARDMENT, ALL))),
                new TurnPlayed(2, List.of(new Deserted(Phase.SUPPLY, US1IN, at, 30, 15, 15, 2.5, false, 3, "", ALL),
                        new StragglersLost(Phase.STRATEGIC_WITHDRAWAL, cq, 4, 8, ALL),
                        new StragglersReturned(Phase.END_OF_TURN, MX1IN, 6, ALL))),
                new TurnPlayed(3, List.of(new GarrisonSurrendered(Phase.END_OF_TURN, "Smallton", at,
                        List.of(MX1IN, mx2), 800, GarrisonSurrendered.Cause.STARVING, "US", ALL))));
        Map<UnitId, Unit> departed = Map.of(
                MX1IN, siege.state().unit(MX1IN).orElseThrow().toBuilder().men(500).build(),
                mx2, siege.state().unit(mx2).orElseThrow().toBuilder().men(300).build());
        City taken = new City(onMap.name(), onMap.square(), onMap.tactical(), "US", onMap.level(), 0,
                onMap.fortStrength(), onMap.fortCapacity(), false);
        List<Unit> end = siege.state().units().stream().filter(u -> !departed.containsKey(u.id())).toList();
        SeedResult r = SeedResult.of(siege, 1, turns, end, Optional.of(taken), departed);

        assertThat(r.sides().get("MX").losses()).isEqualTo(new SeedResult.Losses(5, 20, 800, 4));
        assertThat(r.sides().get("US").losses()).isEqualTo(new SeedResult.Losses(0, 0, 15, 19));
        assertThat(r.sides().get("MX").sources()).containsEntry(Source.BOMBARDMENT, 35)
                .containsEntry(Source.GARRISON_SURRENDER, 800).containsEntry(Source.STRAGGLERS_BACK, 6)
                .containsEntry(Source.BATTLE, 0);
        assertThat(r.sides().get("US").sources()).containsEntry(Source.DESERTION, 30)
                .containsEntry(Source.WITHDRAWAL, 4);
        assertThat(r.sides().get("MX").units(Outcome.SURRENDERED)).isEqualTo(2);
        SeedResult.CityResult city = r.city().orElseThrow();
        assertThat(city.holder()).contains("US");
        assertThat(city.besieged()).isTrue();
        assertThat(city.surrender()).contains(new SeedResult.GarrisonSurrender(3, GarrisonSurrendered.Cause.STARVING));
        assertThat(r.holder()).as("nobody stands on the field: the surrender decides")
                .contains("US");
    }

    @Test
    @DisplayName("percentiles interpolate between ranks: 10th, median and 90th of 1..10 are 1.9, 5.5 and 9.1")
    void percentiles() {
        Distribution d = Distribution.of(new int[] {10, 9, 8, 7, 6, 5, 4, 3, 2, 1});
        assertThat(d.p10()).isCloseTo(1.9, within(1e-9));
        assertThat(d.median()).isCloseTo(5.5, within(1e-9));
        assertThat(d.p90()).isCloseTo(9.1, within(1e-9));
        assertThat(d.mean()).isCloseTo(5.5, within(1e-9));
        assertThat(Distribution.of(new int[] {7})).isEqualTo(new Distribution(7, 7, 7, 7, 1));
    }

    @Test
    @DisplayName("over seeds: holder shares, loss spreads, outcome shares, the ratio to history and both verdicts")
    void overSeeds() {
        List<SeedResult> seeds = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            boolean usWins = i < 7;
            List<GitmEvent> events = new ArrayList<>();
            events.add(loss(US1IN, 10 + i, 20, 0, 0)); // US totals 30..39: median 34.5, history 50 -> 0.69
            events.add(loss(MX1IN, 100, 500, 100 * i, 0)); // MX totals 600..1500: median 1050, history 350 -> 3.0
            if (usWins) {
                events.add(new Retreated(Phase.TACTICAL_1, MX1IN, b, field, TacticalSquare.of("7-10"), ALL));
            }
            List<Unit> end = usWins ? end(away(), MX1IN).stream()
                    .map(u -> u.id().equals(US1IN) ? u.withLocation(setup.field()) : u).toList()
                    : setup.state().units();
            seeds.add(SeedResult.of(setup, i + 1, events, end));
        }
        BattleStatistics s = BattleStatistics.of(setup.file(), 1, seeds);
        assertThat(s.holders()).containsEntry("US", 0.7).containsEntry("MX", 0.3).containsEntry("none", 0.0);
        assertThat(s.holderMet()).contains(true);
        SideStatistics us = s.sides().get(0);
        assertThat(us.total().median()).isEqualTo(34.5);
        assertThat(us.ratio().getAsDouble()).isCloseTo(0.69, within(1e-9));
        assertThat(us.withinFactor()).contains(true);
        SideStatistics mx = s.sides().get(1);
        assertThat(mx.total().median()).isEqualTo(1050);
        assertThat(mx.prisoners().p10()).isCloseTo(90, within(1e-9));
        assertThat(mx.withinFactor()).as("3x history").contains(false);
        assertThat(mx.outcomes().get(Outcome.RETREATED).seeds()).isEqualTo(0.7);
        assertThat(mx.outcomes().get(Outcome.RETREATED).meanUnits()).isEqualTo(0.7);
        assertThat(us.men()).isEqualTo(700);
        assertThat(mx.men()).as("MX9IN is not counted").isEqualTo(900);
        Calibration c = new Calibration(List.of(s));
        assertThat(c.holderMet()).isEqualTo(1);
        assertThat(c.figuresMet()).isEqualTo(1);
        assertThat(c.figuresJudged()).isEqualTo(2);
        assertThat(c.figuresNeeded()).as("70% of 2, rounded up").isEqualTo(2);
        assertThat(c.figuresTargetMet()).isFalse();
        assertThat(c.holderTargetMet()).isTrue();
    }

    /** One seed's statistics in which the US loses {@code us} men and Mexico {@code mx}, against {@code history}. */
    static BattleStatistics judged(String usHistory, String mxHistory, int us, int mx) throws Exception {
        String text = BattleFileReaderTest.SMALL
                .replace("US: {strength: 700, killed: 10, wounded: 40, missing: 0, source: TEST}", usHistory)
                .replace("MX: {strength: 900, killed: 50, wounded: 100, missing: 200}", mxHistory);
        BattleSetup setup = BattleSetupTest.setup(text);
        StrategicSquare square = setup.square();
        List<GitmEvent> events = List.of(
                new CasualtiesSuffered(Phase.TACTICAL_1, US1IN, square, TacticalSquare.centre(), 0, us, 0, 0,
                        CasualtyCause.FIRE, ALL),
                new CasualtiesSuffered(Phase.TACTICAL_1, MX1IN, square, TacticalSquare.centre(), 0, mx, 0, 0,
                        CasualtyCause.FIRE, ALL));
        return BattleStatistics.of(setup.file(), 1, List.of(SeedResult.of(setup, 1, events,
                setup.state().units())));
    }

    @Test
    @DisplayName("a range of history is judged against its bounds: within 2x means from half the low bound to twice "
            + "the high bound")
    void rangesAreJudgedAgainstTheirBounds() throws Exception {
        String range = "MX: {killed: [300, 600], wounded: 0, missing: 0}";
        String us = "US: {killed: 10, wounded: 40, missing: 0}";
        SideStatistics inside = judged(us, range, 50, 450).sides().get(1);
        assertThat(inside.ratio()).hasValue(1.0);
        assertThat(inside.withinFactor()).contains(true);
        SideStatistics high = judged(us, range, 50, 1100).sides().get(1);
        assertThat(high.ratio().getAsDouble()).as("against the high bound").isCloseTo(1100 / 600.0, within(1e-9));
        assertThat(high.withinFactor()).contains(true);
        assertThat(judged(us, range, 50, 1300).sides().get(1).withinFactor()).as("over 1,200").contains(false);
        SideStatistics low = judged(us, range, 50, 160).sides().get(1);
        assertThat(low.ratio().getAsDouble()).as("against the low bound").isCloseTo(160 / 300.0, within(1e-9));
        assertThat(low.withinFactor()).contains(true);
        assertThat(judged(us, range, 50, 140).sides().get(1).withinFactor()).as("under 150").contains(false);
        SideStatistics exact = judged(us, range, 50, 450).sides().get(0);
        assertThat(exact.ratio()).as("one number: the plain ratio").hasValue(1.0);
        assertThat(judged(us, range, 101, 450).sides().get(0).withinFactor()).contains(false);
    }

    @Test
    @DisplayName("a side whose total history does not give (a figure n/a or left out) is not judged, never as 0")
    void figuresNotGivenAreNotJudged() throws Exception {
        BattleStatistics s = judged("US: {killed: 10, wounded: n/a, missing: 0}",
                "MX: {killed: 50, wounded: 100}", 50, 350);
        assertThat(s.sides().get(0).ratio()).isEmpty();
        assertThat(s.sides().get(0).withinFactor()).isEmpty();
        assertThat(s.sides().get(1).withinFactor()).as("missing left out: not 0").isEmpty();
        Calibration c = new Calibration(List.of(s));
        assertThat(c.figuresJudged()).isZero();
        assertThat(c.holderJudged()).as("the holder is still judged").isEqualTo(1);
        BattleStatistics total = judged("US: {total: [40, 60]}", "MX: {killed: 50, wounded: 100}", 100, 350);
        assertThat(total.sides().get(0).withinFactor()).as("a total alone is judged").contains(true);
    }

    @Test
    @DisplayName("the report prints ranges as low-high and a figure not given as n/a, never 0 engaged")
    void reportShowsRangesAndNotGiven() throws Exception {
        BattleStatistics s = judged("US: {killed: 2, wounded: 11, missing: 0, source: MHF-SA}",
                "MX: {killed: [300, 320], wounded: n/a, missing: 40, total: [640, 952], source: MHF-SA}", 20, 700);
        String text = BattleReport.text(s);
        assertThat(text).contains("history US: strength n/a, 2 killed, 11 wounded, 0 missing [MHF-SA]",
                "history MX: strength n/a, 300-320 killed, wounded n/a, 40 missing; total 640-952 [MHF-SA]")
                .doesNotContain("0 engaged");
        assertThat(text).containsPattern("MX .*700 \\[700-700\\] +640-952 +1\\.00 +within 2x");
        assertThat(BattleReport.summary(new Calibration(List.of(s)))).containsPattern("MX +700 +640-952 +1\\.00 +met");
        assertThat(BattleReport.json(s)).contains("\"strength\" : null", "\"total\" : [ 640, 952 ]");
    }

    @Test
    @DisplayName("battle reports: the set-up agrees in number, a side of one unit is 1 unit and never 1 units")
    void setUpAgreesInNumber() throws Exception {
        String text = BattleReport.text(judged("US: {killed: 10, wounded: 40, missing: 0}",
                "MX: {killed: 50, wounded: 100, missing: 200}", 50, 350));
        assertThat(text).contains("  MX  Hill garrison: 1 unit, 900 men, 0 batteries;")
                .containsPattern("  US  .*: 2 units, 700 men, 1 battery;").doesNotContain("1 units");
    }

    @Test
    @DisplayName("the targets are shares of the battles and figures judged: 80% and 70%, rounded up (6 of 7, 10 of 14)")
    void targetsAreShares() throws Exception {
        BattleStatistics one = judged("US: {killed: 10, wounded: 40, missing: 0}", "MX: {killed: 50, wounded: 100, "
                + "missing: 200}", 50, 350);
        assertThat(new Calibration(java.util.Collections.nCopies(7, one)).holderNeeded()).isEqualTo(6);
        assertThat(new Calibration(java.util.Collections.nCopies(7, one)).figuresNeeded()).isEqualTo(10);
        assertThat(new Calibration(java.util.Collections.nCopies(15, one)).holderNeeded()).isEqualTo(12);
        assertThat(new Calibration(java.util.Collections.nCopies(21, one)).holderNeeded()).isEqualTo(17);
        assertThat(new Calibration(java.util.Collections.nCopies(10, one)).figuresNeeded()).as("70% of 20")
                .isEqualTo(14);
    }
}
