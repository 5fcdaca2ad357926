package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.adjutant.gitm.event.Bombarded;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Quality;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * GITM 9.14 and 10.3 with the designed siege lines of section 26.10: besiegers who have stood round a town since an
 * earlier turn are dug in, and the garrison's shells find them as men on ground of rating 4 (two thirds spared).
 * The gun in every case: a Good 300-man siege train in the level-2 fort of Monclova (7-7), 17,388 points, 521.64 men
 * against a full line of 3,000 in the open; the brigade shelled stands east of the town (8-7); turn 3; the noise
 * draw is 0.5 (x1) and morale checks hold.
 */
class SiegeLinesTest {
    private static final Location TOWN = Location.of("G1-V1", "7-7");

    private static CombatFixture besieged(int since) {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2").turn(3)
                .fort("G1-V1", "Monclova", "7-7", "NE", 2, 3000)
                .unit("MX1SA", "NE", "G1-V1", "7-7", b -> b.men(300).batteries(3).quality(Quality.GOOD)
                        .experience(16).inFort(true))
                .unit("US1IN", "US", "G1-V1", "8-7", b -> b.men(3000))
                .orders("US1IN", "DEFENSIVE DEFEND");
        CombatFixture f = new CombatFixture(t, new LabelledDice().fix("under bombardment", 0.99), "G1-V1", "8-7")
                .attackers("MX1SA").defenders("US1IN");
        Board board = f.turn.board();
        City town = board.cityAt(TOWN).orElseThrow();
        board.putHolding(town, board.holding(town).withBesiegedSince(since));
        return f;
    }

    /** The garrison's guns fire once; what each shelling cost. */
    private static List<Integer> shellsFallOn(CombatFixture f) {
        new GitmBombardment().run(CombatFixture.PHASE, f.turn);
        return f.events(Bombarded.class).stream().map(Bombarded::casualties).toList();
    }

    @Test
    @DisplayName("GITM 9.14, 10.3 (designed, section 26.10): besiegers in lines dug since an earlier turn of the "
            + "siege are sheltered as on ground of rating 4: a full line takes 174 of the garrison's shells, not 522")
    void gitm_9_14_siege_lines_shelter_the_besiegers() {
        assertThat(shellsFallOn(besieged(2))).containsExactly(174);
    }

    @Test
    @DisplayName("GITM 9.14, 10.3 (designed, section 26.10): in the turn the investment begins the lines are not yet "
            + "dug: the besiegers take the shells of the open ground, 522")
    void gitm_9_14_no_lines_in_the_turn_of_the_investment() {
        assertThat(shellsFallOn(besieged(3))).containsExactly(522);
    }

    @Test
    @DisplayName("GITM 9.14, 10.3 (designed, section 26.10): a brigade that came up to the town this turn is not in "
            + "the lines dug by others: it takes 522")
    void gitm_9_14_newcomers_are_not_in_the_lines() {
        CombatFixture f = besieged(2);
        f.turn.board().put(f.unit("US1IN").toBuilder().location(Location.of("G1-V1", "8-8")).build());
        assertThat(shellsFallOn(f)).containsExactly(522);
    }

    @Test
    @DisplayName("GITM 9.14 (designed, section 26.10): no siege, no lines: a line that stood all turn next to a town "
            + "nobody besieges takes 522")
    void gitm_9_14_no_lines_without_a_siege() {
        assertThat(shellsFallOn(besieged(0))).containsExactly(522);
    }
}
