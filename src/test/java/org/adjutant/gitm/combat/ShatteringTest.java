package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.adjutant.gitm.event.CasualtiesSuffered;
import org.adjutant.gitm.event.Reformed;
import org.adjutant.gitm.event.ShatterCause;
import org.adjutant.gitm.event.Shattered;
import org.adjutant.gitm.event.UnitDestroyed;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.DiceStreams;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.Reforming;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** GITM 12: shattered units (docs/rules/gitm-9-combat.md, section 19). */
class ShatteringTest {
    /** US1IN at G1-V1, a US city four squares east at G5-V1; the enemy at G1-V1 too. */
    private static Theatre ground() {
        return Theatre.openGround("G0-V0", "G9-V2").city("G5-V1", "Corpus Christi", "7-7", "US")
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(1000).batteries(1).supplies(1).ammunition(4))
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(1000));
    }

    private static CombatFixture fixture(Theatre t, LabelledDice dice) {
        return new CombatFixture(t, dice, "G1-V1", "7-7").attackers("MX1IN").defenders("US1IN");
    }

    @Test
    @DisplayName("GITM 12.1-12.2: shattering loses 30-80% (roll 21 = 50%), half stragglers half prisoners, the battery with the same chance, supplies and ammunition; the unit flees 3-4 squares (roll 1 = 3) along its line of contact to a friendly city")
    void gitm_12_shatter() {
        LabelledDice dice = new LabelledDice().fix("share of its men lost", 21).fix("battery 1 abandoned", 0.4)
                .fix("squares fled", 1).fix("turns to reform", 2);
        CombatFixture f = fixture(ground(), dice);
        assertThat(Shattering.shatter(f.field, UnitId.of("US1IN"), ShatterCause.EXHAUSTED)).isTrue();
        var u = f.unit("US1IN");
        assertThat(u.men()).isEqualTo(500);
        assertThat(u.batteries()).isZero();
        assertThat(u.supplies()).isZero();
        assertThat(u.ammunition()).isZero();
        assertThat(u.readiness()).isEqualTo(Readiness.SHATTERED);
        assertThat(u.reformTurns()).isEqualTo(3);
        assertThat(u.location().strategic().toString()).isEqualTo("G4-V1");
        assertThat(f.turn.ordersCancelled(UnitId.of("US1IN"))).isTrue();
        f.field.settleLosses();
        assertThat(f.events(CasualtiesSuffered.class)).singleElement().satisfies(e -> {
            assertThat(e.prisoners()).isEqualTo(250);
            assertThat(e.stragglers()).isEqualTo(250);
            assertThat(e.killed() + e.wounded()).isZero();
        });
        assertThat(f.events(Shattered.class)).singleElement().satisfies(e -> {
            assertThat(e.percentLost()).isEqualTo(50);
            assertThat(e.to().toString()).isEqualTo("G4-V1");
        });
    }

    @Test
    @DisplayName("GITM 12.2: four squares (roll 2) reach the city itself; an odd loss gives the odd man to the stragglers")
    void gitm_12_2_to_the_city() {
        Theatre t = ground();
        LabelledDice dice = new LabelledDice().fix("share of its men lost", 1).fix("squares fled", 2);
        CombatFixture f = fixture(t, dice);
        Shattering.shatter(f.field, UnitId.of("US1IN"), ShatterCause.EXHAUSTED);
        assertThat(f.unit("US1IN").location().strategic().toString()).isEqualTo("G5-V1");
        f.field.settleLosses();
        assertThat(f.events(CasualtiesSuffered.class)).singleElement().satisfies(e -> {
            assertThat(e.total()).isEqualTo(300);
        });
        assertThat(Ledger.split(301, org.adjutant.gitm.event.CasualtyCause.SHATTER)).containsExactly(0, 0, 150, 151);
    }

    @Test
    @DisplayName("GITM 12.2: if enemies hold the square reached, a random free neighbour is tried instead")
    void gitm_12_2_landing_taken() {
        Theatre t = ground().unit("MX2IN", "NE", "G4-V1", "3-3", b -> b.men(500));
        LabelledDice dice = new LabelledDice().fix("squares fled", 1).fix("which square beside", 1);
        CombatFixture f = fixture(t, dice);
        Shattering.shatter(f.field, UnitId.of("US1IN"), ShatterCause.RETREAT_BLOCKED);
        // the first neighbour of G4-V1 in the list (north-west, G3-V0) is free
        assertThat(f.unit("US1IN").location().strategic().toString()).isNotEqualTo("G4-V1");
        assertThat(f.unit("US1IN").location().strategic().distanceTo(
                org.adjutant.gitm.map.StrategicSquare.of("G4-V1"))).isEqualTo(1);
    }

    @Test
    @DisplayName("GITM 12.2, decision 11: with no friendly city within 15 squares by line of contact (and no transports) the unit is destroyed, its men lost as prisoners")
    void gitm_12_2_destroyed() {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(1000))
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(1000));
        CombatFixture f = fixture(t, new LabelledDice().fix("share of its men lost", 21));
        assertThat(Shattering.shatter(f.field, UnitId.of("US1IN"), ShatterCause.NO_FALLBACK)).isFalse();
        assertThat(f.has("US1IN")).isFalse();
        assertThat(f.events(UnitDestroyed.class)).singleElement()
                .satisfies(e -> assertThat(e.cause().name()).isEqualTo("NO_REFUGE"));
        f.field.settleLosses();
        assertThat(f.events(CasualtiesSuffered.class).stream().mapToInt(CasualtiesSuffered::total).sum())
                .isEqualTo(1000);
    }

    @Test
    @DisplayName("GITM 12.4: an enemy entering the square where a shattered unit reforms drives it on along its line, with one more turn to reform")
    void gitm_12_4_driven_on() {
        Theatre t = ground().unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(500).readiness(Readiness.SHATTERED)
                .reformTurns(2));
        CombatFixture f = fixture(t, new LabelledDice().fix("squares fled", 1));
        ShatteredDisturbed.run(f.field);
        assertThat(f.unit("US1IN").location().strategic().toString()).isEqualTo("G4-V1");
        assertThat(f.unit("US1IN").reformTurns()).isEqualTo(3);
        assertThat(f.unit("US1IN").men()).isEqualTo(500);
        assertThat(f.events(Shattered.class)).singleElement()
                .satisfies(e -> assertThat(e.cause()).isEqualTo(ShatterCause.DRIVEN_ON));
    }

    private static TurnContext endOfTurn(GitmState s, boolean communications) {
        Board board = Board.of(s, s.map(n -> Optional.empty()));
        var plugins = org.adjutant.gitm.sequence.TurnPlugins.standard()
                .withCommunications(b -> communications ? Set.of(UnitId.of("US1IN")) : Set.of());
        return new TurnContext(board, Map.of(), Map.of(), new DiceStreams(new LabelledDice()), plugins);
    }

    @Test
    @DisplayName("GITM 12.3, 12.5 timeline: shattered with 2 turns to go, it has 1 after its first turn and reforms at the end of the second when supplied and in communications")
    void gitm_12_3_reform_timeline() {
        GitmState s = Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(500).readiness(Readiness.SHATTERED).reformTurns(2))
                .state();
        TurnContext first = endOfTurn(s, true);
        new Reforming().run(Phase.END_OF_TURN, first);
        GitmState after1 = first.board().toState();
        assertThat(after1.unit("US1IN").orElseThrow().reformTurns()).isEqualTo(1);
        assertThat(after1.unit("US1IN").orElseThrow().readiness()).isEqualTo(Readiness.SHATTERED);
        TurnContext second = endOfTurn(after1, true);
        new Reforming().run(Phase.END_OF_TURN, second);
        assertThat(second.board().unit(UnitId.of("US1IN")).readiness()).isEqualTo(Readiness.ACTIVE);
        assertThat(second.events()).hasAtLeastOneElementOfType(Reformed.class);
    }

    @Test
    @DisplayName("GITM 12.5: without communications it tries each turn, and after the third failure it is destroyed")
    void gitm_12_5_destroyed_after_three_failures() {
        GitmState s = Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(500).readiness(Readiness.SHATTERED).reformTurns(1))
                .state();
        for (int failure = 1; failure <= 2; failure++) {
            TurnContext t = endOfTurn(s, false);
            new Reforming().run(Phase.END_OF_TURN, t);
            s = t.board().toState();
            assertThat(s.unit("US1IN").orElseThrow().reformFailures()).isEqualTo(failure);
        }
        TurnContext last = endOfTurn(s, false);
        new Reforming().run(Phase.END_OF_TURN, last);
        assertThat(last.board().has(UnitId.of("US1IN"))).isFalse();
        assertThat(last.events()).filteredOn(e -> e instanceof UnitDestroyed).singleElement()
                .satisfies(e -> assertThat(((UnitDestroyed) e).cause().name()).isEqualTo("NOT_REFORMED"));
    }
}
