package org.adjutant.gitm.city;

import static org.adjutant.gitm.city.CityFixture.SQ;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.adjutant.gitm.event.SiegeLifted;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.TurnCalendar;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What movement and combat are told about sieges (GITM 7.8, 8.4, 9.13, 12.2), from the record the phase ends keep
 * (docs/rules/gitm-10-supply.md section 5.2, 5.5), and why a recorded siege is lifted.
 */
class RecordedSiegesTest {
    private static Theatre town() {
        return Theatre.openGround("G0-V0", "G2-V2").turn(4).city(SQ, "Monterrey", "7-7", "NE")
                .unit("MX1IN", "NE", SQ, "7-7", u -> u.men(1000))
                .unit("MX2IN", "NM", SQ, "7-7", u -> u.men(200))
                .unit("MX3IN", "NE", SQ, "6-7", u -> u.men(100))
                .unit("US1IN", "US", SQ, "7-7", u -> u.men(500))
                .unit("US2IN", "US", SQ, "8-7", u -> u.men(1500));
    }

    private static TurnContext context(GitmState s) {
        return CityFixture.context(s, new CityFixture.Uniform(0.5));
    }

    private static boolean shutIn(TurnContext turn, String unit) {
        Board b = turn.board();
        return turn.plugins().sieges().besieged(b.unit(UnitId.of(unit)), b);
    }

    @Test
    @DisplayName("GITM 7.8, 8.4 a besieged city's garrison (its holder's side on the city square) is shut in; its stormers, the troops next to it, and any city not on record are not")
    void gitm_10_3_recordedSieges_whoIsShutIn() {
        TurnContext turn = context(CityFixture.holding(town().state(), "Monterrey", "NE", 10, 3));
        assertThat(shutIn(turn, "MX1IN")).isTrue();
        assertThat(shutIn(turn, "MX2IN")).as("an ally in the city").isTrue();
        assertThat(shutIn(turn, "MX3IN")).as("next to the city, not in it").isFalse();
        assertThat(shutIn(turn, "US1IN")).as("a hostile unit that stormed in is no besieged unit").isFalse();
        assertThat(shutIn(turn, "US2IN")).isFalse();
        var city = turn.board().city(CityFixture.onMap(turn.board(), SQ, "Monterrey"));
        assertThat(turn.plugins().sieges().besieged(city, turn.board())).isTrue();

        TurnContext none = context(town().state());
        assertThat(shutIn(none, "MX1IN")).as("the 10.3 test would pass, but nothing is on record").isFalse();
    }

    @Test
    @DisplayName("Designed (GITM 10 design 13): no siege stands on a peace or truce turn, whatever the record says")
    void gitm_13_recordedSieges_peace() {
        GitmState s = CityFixture.holding(town().state(), "Monterrey", "NE", 10, 3);
        s = s.withSettings(s.settings().withCalendar(new TurnCalendar(List.of(
                new TurnCalendar.Pause(1, 4, TurnCalendar.Kind.PEACE)))));
        TurnContext turn = context(s);
        assertThat(shutIn(turn, "MX1IN")).isFalse();
        new PeaceLiftsSieges().run(Phase.ORDERS, turn);
        assertThat(CityFixture.events(turn, SiegeLifted.class)).singleElement()
                .satisfies(e -> assertThat(e.reason()).isEqualTo(SiegeLifted.Reason.PEACE));
        assertThat(turn.board().holding(CityFixture.onMap(turn.board(), SQ, "Monterrey")).besieged()).isFalse();
    }

    @Test
    @DisplayName("GITM 10.3 a recorded siege is lifted when friends come up (relieved), when the besiegers go, or when nobody of the holder's side is left")
    void gitm_10_3_siegeLifted_reasons() {
        Theatre base = Theatre.openGround("G0-V0", "G2-V2").turn(4).city(SQ, "Monterrey", "7-7", "NE")
                .unit("US2IN", "US", SQ, "8-7", u -> u.men(1500));
        assertThat(lifted(base.unit("MX1IN", "NE", SQ, "7-7", u -> u.men(1000))
                .unit("MX4IN", "NE", SQ, "6-6", u -> u.men(500)))).isEqualTo(SiegeLifted.Reason.RELIEVED);
        assertThat(lifted(Theatre.openGround("G0-V0", "G2-V2").turn(4).city(SQ, "Monterrey", "7-7", "NE")
                .unit("MX1IN", "NE", SQ, "7-7", u -> u.men(1000)).unit("US2IN", "US", SQ, "10-7")))
                .isEqualTo(SiegeLifted.Reason.BESIEGERS_GONE);
        assertThat(lifted(Theatre.openGround("G0-V0", "G2-V2").turn(4).city(SQ, "Monterrey", "7-7", "NE")
                .unit("US2IN", "US", SQ, "8-7", u -> u.men(1500)))).isEqualTo(SiegeLifted.Reason.EMPTY);
    }

    private static SiegeLifted.Reason lifted(Theatre t) {
        TurnContext turn = context(CityFixture.holding(t.state(), "Monterrey", "NE", 10, 3));
        new SiegeWatch().run(Phase.STRATEGIC_3, turn);
        assertThat(turn.board().holding(CityFixture.onMap(turn.board(), SQ, "Monterrey")).besieged()).isFalse();
        return CityFixture.events(turn, SiegeLifted.class).get(0).reason();
    }
}
