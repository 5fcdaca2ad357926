package org.adjutant.gitm.movement;

import static org.adjutant.gitm.movement.Theatre.events;
import static org.adjutant.gitm.movement.Theatre.lines;
import static org.adjutant.gitm.movement.Theatre.unit;
import static org.adjutant.gitm.movement.Theatre.where;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.adjutant.gitm.event.Arrived;
import org.adjutant.gitm.event.Departed;
import org.adjutant.gitm.event.StragglersLost;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Halts, pursuit, march-to, withdrawal, the order of march and who hears of it: GITM 7.5, 7.7, 7.10-7.13, 4.5. */
class ReactionsTest {
    private static Theatre plain() {
        return Theatre.openGround("G0-V0", "H0-X0");
    }

    private static List<String> arrivals(TurnOutcome o, String id) {
        return events(o).stream().filter(e -> e instanceof Arrived a && a.unit().toString().equals(id))
                .map(e -> e.phase() + " " + ((Arrived) e).to()).toList();
    }

    private static TurnOutcome run(Theatre t) {
        return t.run(new FixedDice());
    }

    @Test
    @DisplayName("GITM 7.10 halt on detection stops the path in the first enemy-held square; without it the unit marches on")
    void gitm_7_10_haltOnDetection() {
        Theatre t = plain().unit("US1IN", "US", "G0-V6", "7-7").unit("MX1IN", "NE", "G1-V6", "12-12");
        TurnOutcome halting = run(t.orders("US1IN", "PATH G1-V6 G2-V6 G3-V6", "HALT ON DETECTION"));
        assertThat(where(halting, "US1IN")).startsWith("G1-V6");
        assertThat(lines(halting, "halted")).containsExactly("Strategic phase 1: US1IN halted in G1-V6: it met the "
                + "enemy and was ordered to halt on detection: MX1IN was there (GITM 7.10).");
        TurnOutcome going = run(t.orders("US1IN", "PATH G1-V6 G2-V6 G3-V6"));
        assertThat(where(going, "US1IN")).startsWith("G3-V6");
    }

    @Test
    @DisplayName("GITM 7.11 halt on enemy entry stops a unit's path when it sees an enemy come into its square")
    void gitm_7_11_haltOnEnemyEntry() {
        Theatre t = plain().unit("US1LC", "US", "G0-V6", "7-7").unit("MX1IN", "NE", "G1-V6", "12-7")
                .orders("US1LC", "PATH G1-V6");
        TurnOutcome halting = run(t.orders("MX1IN", "PATH G2-V6 G3-V6 G4-V6", "HALT ON ENEMY ENTRY"));
        assertThat(where(halting, "MX1IN")).startsWith("G1-V6");
        assertThat(lines(halting, "halted")).singleElement().asString().contains("US1LC came in");
        TurnOutcome going = run(t.orders("MX1IN", "PATH G2-V6 G3-V6 G4-V6"));
        assertThat(where(going, "MX1IN")).startsWith("G4-V6");
    }

    @Test
    @DisplayName("GITM 7.12 a pursuing unit follows an enemy that leaves its square, phase after phase")
    void gitm_7_12_pursuit() {
        TurnOutcome o = run(plain().unit("US1LC", "US", "G1-V6", "2-7").unit("MX1IN", "NE", "G1-V6", "12-7")
                .orders("US1LC", "PURSUE").orders("MX1IN", "PATH G2-V6 G3-V6"));
        assertThat(lines(o, "pursued")).containsExactly(
                "Strategic phase 1: US1LC pursued MX1IN from G1-V6 to G2-V6.",
                "Strategic phase 2: US1LC pursued MX1IN from G2-V6 to G3-V6.");
        assertThat(where(o, "US1LC")).startsWith("G3-V6");
    }

    @Test
    @DisplayName("GITM 7.12 a successful pursuit cancels the pursuer's own path; a pursuer that already marched this phase cannot follow")
    void gitm_7_12_pursuitCancelsPathAndNeedsAMove() {
        TurnOutcome o = run(plain().unit("US1LC", "US", "G1-V6", "2-7").unit("MX1IN", "NE", "G1-V6", "12-7")
                .orders("US1LC", "PURSUE", "PATH - G1-V5 G1-V4").orders("MX1IN", "PATH G2-V6"));
        assertThat(where(o, "US1LC")).startsWith("G2-V6");
        TurnOutcome late = run(plain().unit("US1LC", "US", "G1-V6", "2-7").unit("MX1IN", "NE", "G1-V6", "12-7")
                .orders("US1LC", "PURSUE", "PATH G1-V7").orders("MX1IN", "PATH G2-V6"));
        assertThat(where(late, "US1LC")).as("US1LC marched first in phase 1 (id order)").startsWith("G1-V7");
        assertThat(lines(late, "pursued")).isEmpty();
    }

    @Test
    @DisplayName("GITM 7.13 march to battle goes to the largest battle next door, and stays when the largest is here")
    void gitm_7_13_marchToBattle() {
        Theatre t = plain().unit("US1IN", "US", "G0-V6", "7-7")
                .unit("US2IN", "US", "G1-V6", "7-7").unit("MX1IN", "NE", "G1-V6", "9-7")
                .unit("US3IN", "US", "G1-V7", "7-7").unit("MX2IN", "NE", "G1-V7", "9-7", b -> b.men(200))
                .orders("US1IN", "MARCH TO BATTLE");
        TurnOutcome o = run(t);
        assertThat(arrivals(o, "US1IN")).containsExactly("Strategic phase 1 G1-V6");
        TurnOutcome here = run(t.unit("MX3IN", "NE", "G0-V6", "12-12", b -> b.men(1500)));
        assertThat(arrivals(here, "US1IN")).isEmpty();
    }

    @Test
    @DisplayName("GITM 7.13 march to allies and to enemies; battle comes before allies, allies before enemies")
    void gitm_7_13_marchToAlliesAndEnemiesWithPriority() {
        Theatre base = plain().unit("US1IN", "US", "G0-V6", "7-7")
                .unit("US2IN", "US", "G0-V7", "7-7").unit("US3IN", "US", "G0-V7", "7-8")
                .unit("MX1IN", "NE", "G1-V5", "7-7");
        assertThat(arrivals(run(base.orders("US1IN", "MARCH TO ALLIES")), "US1IN"))
                .containsExactly("Strategic phase 1 G0-V7");
        assertThat(arrivals(run(base.orders("US1IN", "MARCH TO ENEMIES")), "US1IN"))
                .containsExactly("Strategic phase 1 G1-V5");
        assertThat(arrivals(run(base.orders("US1IN", "MARCH TO ENEMIES", "MARCH TO ALLIES")), "US1IN"))
                .as("allies come before enemies").containsExactly("Strategic phase 1 G0-V7");
        Theatre battle = base.unit("US4IN", "US", "G1-V5", "3-3");
        assertThat(arrivals(run(battle.orders("US1IN", "MARCH TO ALLIES", "MARCH TO BATTLE")), "US1IN"))
                .as("battle comes first").containsExactly("Strategic phase 1 G1-V5");
    }

    @Test
    @DisplayName("GITM 7.13 a unit with a path marches to battle only in its blank boxes or after the path, and the march cancels the rest of the path")
    void gitm_7_13_pathFirst() {
        TurnOutcome o = run(plain().unit("US1IN", "US", "G0-V6", "7-7")
                .unit("US2IN", "US", "G2-V7", "7-7").unit("MX1IN", "NE", "G2-V7", "9-7")
                .orders("US1IN", "MARCH TO BATTLE", "PATH G1-V6 - G2-V6"));
        assertThat(arrivals(o, "US1IN")).containsExactly("Strategic phase 1 G1-V6", "Strategic phase 2 G2-V7");
        assertThat(lines(o, "halted")).singleElement().asString().contains("cancelled");
        TurnOutcome after = run(plain().unit("US1LC", "US", "G0-V6", "7-7")
                .unit("US2IN", "US", "G3-V6", "7-7").unit("MX1IN", "NE", "G3-V6", "9-7")
                .orders("US1LC", "MARCH TO BATTLE", "PATH G1-V6 - G0-V6"));
        assertThat(arrivals(after, "US1LC")).containsExactly("Strategic phase 1 G1-V6", "Strategic phase 3 G0-V6");
    }

    @Test
    @DisplayName("GITM 7.5 strategic withdrawal: out in the withdrawal phase for 2 fatigue, 10-20% stragglers next to the enemy, no move in phase 1, on again in phase 2")
    void gitm_7_5_withdrawal() {
        Theatre t = plain().unit("US1IN", "US", "G1-V6", "7-7", b -> b.men(1000).fatigue(10))
                .unit("MX1IN", "NE", "G1-V6", "8-7").orders("US1IN", "PATH G0-V6 G0-V5");
        t.plugins(t.plugins().withBattles(new ContestedSquares()));
        TurnOutcome o = t.run(new FixedDice().fix("next to the enemy", 6));
        assertThat(arrivals(o, "US1IN")).containsExactly("Strategic withdrawal G0-V6", "Strategic phase 2 G0-V5");
        assertThat(events(o)).filteredOn(StragglersLost.class::isInstance).singleElement()
                .satisfies(e -> assertThat(((StragglersLost) e).percent()).isEqualTo(15));
        assertThat(unit(o, "US1IN").men()).isEqualTo(850);
        assertThat(unit(o, "US1IN").fatigue()).as("2 to withdraw, 1 in phase 2, 3 back at the end").isEqualTo(10);
        assertThat(lines(o, "withdrew")).singleElement().asString().startsWith("Strategic withdrawal");
    }

    @Test
    @DisplayName("GITM 7.5 stragglers are 0-5% when no enemy is in an adjacent tactical square; withdrawal costs 2 fatigue")
    void gitm_7_5_fewStragglers() {
        Theatre t = plain().unit("US1IN", "US", "G1-V6", "7-7", b -> b.men(1000).fatigue(10))
                .unit("MX1IN", "NE", "G1-V6", "12-12").orders("US1IN", "PATH G0-V6");
        t.plugins(t.plugins().withBattles(new ContestedSquares()));
        TurnOutcome o = t.run(new FixedDice().fix("withdrawing (0-5%)", 6));
        assertThat(unit(o, "US1IN").men()).isEqualTo(950);
        assertThat(unit(o, "US1IN").fatigue()).isEqualTo(10 + 2 - 3);
    }

    @Test
    @DisplayName("GITM 7.5 no withdrawal into a square hostile combat units held at the start of the turn, nor a diagonal one that would be cut off")
    void gitm_7_5_withdrawalLimits() {
        Theatre held = plain().unit("US1IN", "US", "G1-V6", "7-7").unit("MX1IN", "NE", "G1-V6", "12-12")
                .unit("MX2IN", "NE", "G0-V6", "12-12").orders("US1IN", "PATH G0-V6");
        held.plugins(held.plugins().withBattles(new ContestedSquares()));
        TurnOutcome o = run(held);
        assertThat(lines(o, "withdrew")).isEmpty();
        Theatre cut = plain().unit("US1IN", "US", "G1-V6", "7-7").unit("MX1IN", "NE", "G1-V6", "12-12")
                .unit("MX2IN", "NE", "G1-V7", "3-3").unit("MX3IN", "NE", "G1-V5", "12-12")
                .orders("US1IN", "PATH G0-V7");
        cut.plugins(cut.plugins().withBattles(new ContestedSquares()));
        TurnOutcome c = run(cut);
        assertThat(lines(c, "withdrew")).isEmpty();
    }

    @Test
    @DisplayName("GITM 7.5 an enemy may pursue a withdrawing unit in the withdrawal phase, and then does not move in strategic phase 1")
    void gitm_7_5_pursuitOfWithdrawal() {
        Theatre t = plain().unit("US1IN", "US", "G1-V6", "7-7").unit("MX1LC", "NE", "G1-V6", "12-12")
                .orders("US1IN", "PATH G0-V6").orders("MX1LC", "PURSUE");
        t.plugins(t.plugins().withBattles(new ContestedSquares()));
        TurnOutcome o = run(t);
        assertThat(lines(o, "pursued")).containsExactly(
                "Strategic withdrawal: MX1LC pursued US1IN from G1-V6 to G0-V6.");
    }

    @Test
    @DisplayName("GITM 7.7 units move in a random order drawn anew each phase, every roll labelled")
    void gitm_7_7_randomOrder() {
        Theatre t = plain().unit("US1IN", "US", "G0-V6", "7-7").unit("US2IN", "US", "G0-V7", "7-7")
                .orders("US1IN", "PATH G1-V6").orders("US2IN", "PATH G1-V7");
        var dice = org.adjutant.ruleset.SeededDice.forTurn(7, 3);
        t.run(dice);
        TurnOutcome once = t.run(org.adjutant.ruleset.SeededDice.forTurn(7, 3));
        assertThat(once.events().stream().map(e -> e.describe()).toList())
                .isEqualTo(t.run(org.adjutant.ruleset.SeededDice.forTurn(7, 3)).events().stream()
                        .map(e -> e.describe()).toList());
        FixedDice fixed = new FixedDice();
        t.run(fixed);
        assertThat(fixed.rolls()).extracting(r -> r.label()).contains(
                "Strategic phase 1: place of US1IN in the order of march",
                "Strategic phase 6: place of US2IN in the order of march");
        // the order decides who gets the last place in a crowded square: here the stack can take one more unit
        Theatre crowded = plain().unit("US1IN", "US", "G0-V6", "7-7").unit("US2IN", "US", "G0-V7", "7-7")
                .orders("US1IN", "PATH G1-V6", "ENTRY 3-3").orders("US2IN", "PATH G1-V6", "ENTRY 3-3");
        for (int i = 3; i <= 13; i++) {
            crowded.unit("US" + i + "LI", "US", "G1-V6", "3-3");
        }
        TurnOutcome c = run(crowded);
        assertThat(where(c, "US1IN")).isEqualTo("G1-V6 3-3");
        assertThat(where(c, "US2IN")).isNotEqualTo("G1-V6 3-3");
    }

    @Test
    @DisplayName("GITM 4.5 a departure is told to allies in the square left and to enemies there who see it; an arrival likewise where it arrives; units in other squares are not told")
    void gitm_4_5_whoHearsOfAMarch() {
        TurnOutcome o = run(plain().unit("US1IN", "US", "G0-V6", "7-7").unit("US2IN", "US", "G0-V6", "1-1")
                .unit("MX1IN", "NE", "G0-V6", "1-13").unit("US3IN", "US", "H0-X0", "7-7")
                .unit("MX2IN", "NE", "G1-V6", "12-12").unit("MX3IN", "NE", "G5-W5", "7-7")
                .orders("US1IN", "PATH G1-V6"));
        Departed d = (Departed) events(o).stream().filter(Departed.class::isInstance).findFirst().orElseThrow();
        assertThat(d.visibility().observers()).as("MX2IN detects G0-V6 from next door, but is not in the square")
                .containsExactlyInAnyOrder("US1IN", "US2IN", "MX1IN");
        Arrived a = (Arrived) events(o).stream().filter(Arrived.class::isInstance).findFirst().orElseThrow();
        assertThat(a.visibility().observers()).as("MX1IN, left behind next door, is not told")
                .containsExactlyInAnyOrder("US1IN", "MX2IN");
    }
}
