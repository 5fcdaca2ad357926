package org.adjutant.gitm.supply;

import org.adjutant.gitm.combat.LabelledDice;
import org.adjutant.gitm.sequence.SupplyLedger;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.event.Deserted;
import org.adjutant.gitm.event.DestroyCause;
import org.adjutant.gitm.event.UnitDestroyed;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.DiceStreams;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.TurnCalendar;
import org.adjutant.gitm.unit.Quality;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** GITM 10.8, 10.8b, 1.2 (GITM-MD desertion.html, morale2.html): docs/rules/gitm-10-supply.md section 9. */
class DesertionTest {
    private static TurnContext turn(GitmState s, LabelledDice dice, Map<String, Fed> fed) {
        TurnContext t = new TurnContext(Board.of(s, s.map(n -> Optional.empty())), Map.of(), Map.of(),
                new DiceStreams(dice), TurnPlugins.standard());
        fed.forEach((id, how) -> SupplyTurn.of(t).fed(UnitId.of(id), how));
        return t;
    }

    private static Unit unit(TurnContext t, String id) {
        return t.board().unit(UnitId.of(id));
    }

    private static Deserted deserted(TurnContext t, String id) {
        return t.events().stream().filter(e -> e instanceof Deserted d && d.unit().equals(UnitId.of(id)))
                .map(e -> (Deserted) e).findFirst().orElseThrow();
    }

    @Test
    @DisplayName("GITM 10.8 worked: 1,000 Average, morale 50, unfed, u 0.5 -> 6% x 1.25 x 1.00 = 7.5%: 75 men, 37 prisoners and 38 stragglers; hunger (4 x 75)/200 + 2 = 3.5 -> 4, d3 3 -> 5 (morale 45)")
    void gitm_10_8_desertion_unfed_average() {
        GitmState s = Theatre.openGround("G0-V0", "G2-V2")
                .unit("MX4IN", "NE", "G1-V1", "7-7", b -> b.men(1000).quality(Quality.AVERAGE).morale(50)).state();
        TurnContext t = turn(s, new LabelledDice().fix("desertion of MX4IN", 0.5).fix("hunger morale of MX4IN", 3),
                Map.of("MX4IN", Fed.UNFED));
        new Desertion().run(Phase.SUPPLY, t);
        Unit u = unit(t, "MX4IN");
        assertThat(u.men()).isEqualTo(925);
        assertThat(u.prisoners()).isEqualTo(37);
        assertThat(u.stragglers()).isEqualTo(38);
        assertThat(u.morale()).isEqualTo(45);
        Deserted d = deserted(t, "MX4IN");
        assertThat(d.men()).isEqualTo(75);
        assertThat(d.percent()).isEqualTo(7.5);
        assertThat(d.moraleLost()).isEqualTo(5);
        assertThat(d.visibility().observers()).containsExactly("MX4IN");
        assertThat(d.describe()).isEqualTo("MX4IN, without supplies in G1-V1, lost 75 men to desertion (7.5% of its"
                + " men): 37 gone for the campaign, 38 straggling who may come back. Its morale fell by 5 from"
                + " hunger.");
        assertThat(t.moraleMovedThisTurn(UnitId.of("MX4IN"))).as("hunger does not stop the drift (Q15)").isFalse();
    }

    @Test
    @DisplayName("GITM 10.8 worked: 800 Good, morale 60, requisitioning, u 0 -> 1% x 1.00 x 0.85 = 0.85%: 6.8 -> 7 men, 3 prisoners and 4 stragglers; no hunger morale")
    void gitm_10_8_desertion_requisitioning() {
        GitmState s = Theatre.openGround("G0-V0", "G2-V2")
                .unit("MX5IN", "NE", "G1-V1", "7-7", b -> b.men(800).quality(Quality.GOOD).morale(60)).state();
        LabelledDice dice = new LabelledDice().fix("desertion of MX5IN", 0.0);
        TurnContext t = turn(s, dice, Map.of("MX5IN", Fed.REQUISITIONED));
        new Desertion().run(Phase.SUPPLY, t);
        Unit u = unit(t, "MX5IN");
        assertThat(u.men()).isEqualTo(793);
        assertThat(u.prisoners()).isEqualTo(3);
        assertThat(u.stragglers()).isEqualTo(4);
        assertThat(u.morale()).isEqualTo(60);
        assertThat(deserted(t, "MX5IN").requisitioning()).isTrue();
        assertThat(dice.labels()).noneMatch(l -> l.contains("hunger"));
    }

    @Test
    @DisplayName("GITM 10.8 worked: 600 Very Poor militia, morale 20, unfed, u 0.9 -> 8.4% x 2.00 x 1.45 = 24.36%: 146 men, 73 and 73; hunger (7 x 105)/200 + 2 = 5.675 -> 6, d3 2 -> 6")
    void gitm_10_8_desertion_very_poor() {
        GitmState s = Theatre.openGround("G0-V0", "G2-V2")
                .unit("MX1MI", "NE", "G1-V1", "7-7", b -> b.men(600).quality(Quality.VERY_POOR).morale(20)).state();
        TurnContext t = turn(s, new LabelledDice().fix("desertion of MX1MI", 0.9).fix("hunger morale of MX1MI", 2),
                Map.of("MX1MI", Fed.UNFED));
        new Desertion().run(Phase.SUPPLY, t);
        Unit u = unit(t, "MX1MI");
        assertThat(u.men()).isEqualTo(454);
        assertThat(u.prisoners()).isEqualTo(73);
        assertThat(u.stragglers()).isEqualTo(73);
        assertThat(u.morale()).isEqualTo(14);
        assertThat(deserted(t, "MX1MI").percent()).isEqualTo(24.4);
    }

    @Test
    @DisplayName("GITM 10.8 worked: 1,000 Excellent, morale 100, unfed, u 0 -> 3% x 0.50 x 0.25 = 0.375%: 3.75 -> 4 men; hunger (1 x 25)/200 + 2 = 2.125 -> 2, d3 1 -> 1")
    void gitm_10_8_desertion_excellent() {
        GitmState s = Theatre.openGround("G0-V0", "G2-V2")
                .unit("MX6IN", "NE", "G1-V1", "7-7", b -> b.men(1000).quality(Quality.EXCELLENT).morale(100)).state();
        TurnContext t = turn(s, new LabelledDice().fix("desertion of MX6IN", 0.0).fix("hunger morale of MX6IN", 1),
                Map.of("MX6IN", Fed.UNFED));
        new Desertion().run(Phase.SUPPLY, t);
        Unit u = unit(t, "MX6IN");
        assertThat(u.men()).isEqualTo(996);
        assertThat(u.prisoners() + u.stragglers()).isEqualTo(4);
        assertThat(u.morale()).isEqualTo(99);
    }

    @Test
    @DisplayName("GITM 10.8 worked: a 12-man Very Poor remnant at morale 0, u near 1 -> 9% x 2 x 1.75 = 31.5%: 3.78 -> 4 men, 8 left (the most desertion can take, so it never empties a unit of more than one man)")
    void gitm_10_8_desertion_remnant() {
        GitmState s = Theatre.openGround("G0-V0", "G2-V2")
                .unit("MX7IN", "NE", "G1-V1", "7-7", b -> b.men(12).quality(Quality.VERY_POOR).morale(0)).state();
        TurnContext t = turn(s, new LabelledDice().fix("desertion of MX7IN", 0.999999), Map.of("MX7IN", Fed.UNFED));
        new Desertion().run(Phase.SUPPLY, t);
        assertThat(unit(t, "MX7IN").men()).isEqualTo(8);
        assertThat(Desertion.percent(unit(t, "MX7IN"), false, 0.999999)).isCloseTo(31.5, org.assertj.core.data.Offset.offset(0.001));
    }

    @Test
    @DisplayName("GITM 1.2, 10.8b: a unit unfed in the high desert is destroyed, its men killed, with no desertion roll; one that ate its carried supply there loses nothing")
    void gitm_10_8b_high_desert() {
        GitmState s = Theatre.openGround("G0-V0", "G2-V2").square("G1-V1", Terrain.HIGH_DESERT)
                .unit("US3IN", "US", "G1-V1", "7-7", b -> b.men(900))
                .unit("US4IN", "US", "G1-V1", "7-8", b -> b.men(900))
                .state();
        LabelledDice dice = new LabelledDice();
        TurnContext t = turn(s, dice, Map.of("US3IN", Fed.UNFED, "US4IN", Fed.CARRIED));
        new Desertion().run(Phase.SUPPLY, t);
        assertThat(t.board().has(UnitId.of("US3IN"))).isFalse();
        UnitDestroyed gone = (UnitDestroyed) t.events().stream().filter(e -> e instanceof UnitDestroyed).findFirst()
                .orElseThrow();
        assertThat(gone.cause()).isEqualTo(DestroyCause.HIGH_DESERT);
        assertThat(gone.men()).isEqualTo(900);
        assertThat(gone.visibility().observers()).containsExactly("US3IN");
        assertThat(t.events()).noneMatch(e -> e instanceof Deserted);
        assertThat(dice.labels()).isEmpty();
        assertThat(unit(t, "US4IN").men()).isEqualTo(900);
        assertThat(t.board().toState().unit(UnitId.of("US3IN"))).isEmpty();
    }

    @Test
    @DisplayName("GITM 10.8b, ledger: supplies carried by a unit the desert destroys leave the game as DESTROYED")
    void gitm_10_8b_carried_supplies_to_the_ledger() {
        GitmState s = Theatre.openGround("G0-V0", "G2-V2").square("G1-V1", Terrain.HIGH_DESERT)
                .unit("US1CQ", "US", "G1-V1", "7-7", b -> b.men(0).supplies(3)).state();
        TurnContext t = turn(s, new LabelledDice(), Map.of("US1CQ", Fed.UNFED));
        new Desertion().run(Phase.SUPPLY, t);
        assertThat(t.board().has(UnitId.of("US1CQ"))).isFalse();
        assertThat(SupplyTurn.of(t).ledger().total(SupplyLedger.Flow.DESTROYED)).isEqualTo(3);
    }

    @Test
    @DisplayName("GITM 10.8, 10.3: an unfed garrison unit of a besieged city loses no men, loses hunger morale, and marks the city starving; an enemy unfed on that square deserts as anywhere")
    void gitm_10_8_besieged_garrison_starves() {
        GitmState s = Theatre.openGround("G0-V0", "G2-V2").city("G1-V1", "Monterrey", "7-7", "NE")
                .unit("MX3IN", "NE", "G1-V1", "7-7", b -> b.men(1000).quality(Quality.AVERAGE).morale(50))
                .unit("MX4IN", "NE", "G1-V1", "7-7", b -> b.men(1000))
                .unit("US2IN", "US", "G1-V1", "7-7", b -> b.men(1000))
                .state();
        s = s.withCity("Monterrey", new CityHolding("NE", 0).withBesiegedSince(4));
        LabelledDice dice = new LabelledDice().fix("hunger morale of MX3IN", 2);
        TurnContext t = turn(s, dice, Map.of("MX3IN", Fed.UNFED, "MX4IN", Fed.SOURCE, "US2IN", Fed.UNFED));
        new Desertion().run(Phase.SUPPLY, t);
        assertThat(unit(t, "MX3IN").men()).isEqualTo(1000);
        assertThat(unit(t, "MX3IN").morale()).isEqualTo(46);
        assertThat(SupplyTurn.of(t).starvingCities()).containsExactly("Monterrey");
        assertThat(deserted(t, "MX3IN").describe()).isEqualTo("MX3IN went without supplies in besieged Monterrey:"
                + " nobody can desert from a besieged city. Its morale fell by 4 from hunger.");
        assertThat(dice.labels()).noneMatch(l -> l.contains("desertion of MX3IN"));
        assertThat(unit(t, "US2IN").men()).as("the besieger on the square is no garrison").isLessThan(1000);
    }

    @Test
    @DisplayName("GITM 10.8: a city that is not besieged gives its unfed garrison no shelter from desertion, and is not marked starving")
    void gitm_10_8_city_not_besieged() {
        GitmState s = Theatre.openGround("G0-V0", "G2-V2").city("G1-V1", "Monterrey", "7-7", "NE")
                .unit("MX3IN", "NE", "G1-V1", "7-7", b -> b.men(1000)).state();
        TurnContext t = turn(s, new LabelledDice(), Map.of("MX3IN", Fed.UNFED));
        new Desertion().run(Phase.SUPPLY, t);
        assertThat(unit(t, "MX3IN").men()).isLessThan(1000);
        assertThat(SupplyTurn.of(t).starvingCities()).isEmpty();
    }

    @Test
    @DisplayName("GITM 10.5, section 13: nobody deserts on a peace or truce turn, nor a unit fed from its source or its own wagons")
    void gitm_10_8_peace_and_fed() {
        Theatre th = Theatre.openGround("G0-V0", "G2-V2").turn(3)
                .unit("MX3IN", "NE", "G1-V1", "7-7", b -> b.men(1000))
                .unit("MX4IN", "NE", "G1-V1", "7-7", b -> b.men(1000));
        GitmState s = th.state();
        GitmState peace = s.withSettings(s.settings().withCalendar(
                new TurnCalendar(java.util.List.of(new TurnCalendar.Pause(1, 3, TurnCalendar.Kind.PEACE)))));
        TurnContext t = turn(peace, new LabelledDice(), Map.of("MX3IN", Fed.UNFED));
        new Desertion().run(Phase.SUPPLY, t);
        assertThat(unit(t, "MX3IN").men()).isEqualTo(1000);
        TurnContext war = turn(s, new LabelledDice(), Map.of("MX3IN", Fed.SOURCE, "MX4IN", Fed.CARRIED));
        new Desertion().run(Phase.SUPPLY, war);
        assertThat(war.events()).isEmpty();
    }

    @Test
    @DisplayName("GITM-MD desertion.html: the quality modifiers run from -50% (Excellent) to +100% (Very Poor), the morale modifier from -75% at 100 to +75% at 0")
    void gitm_10_8_modifiers() {
        assertThat(Desertion.qualityFactor(Quality.EXCELLENT)).isEqualTo(0.50);
        assertThat(Desertion.qualityFactor(Quality.VERY_GOOD)).isEqualTo(0.75);
        assertThat(Desertion.qualityFactor(Quality.GOOD)).isEqualTo(1.00);
        assertThat(Desertion.qualityFactor(Quality.FAIR)).isEqualTo(1.50);
        assertThat(Desertion.qualityFactor(Quality.VERY_POOR)).isEqualTo(2.00);
        assertThat(Desertion.moraleFactor(100)).isEqualTo(0.25);
        assertThat(Desertion.moraleFactor(75)).isEqualTo(0.625);
        assertThat(Desertion.moraleFactor(25)).isEqualTo(1.375);
        assertThat(Desertion.moraleFactor(0)).isEqualTo(1.75);
    }
}
