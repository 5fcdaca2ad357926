package org.adjutant.gitm.city;

import static org.adjutant.gitm.city.CityFixture.SQ;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.event.CityCaptured;
import org.adjutant.gitm.event.FortDamaged;
import org.adjutant.gitm.event.GarrisonSurrendered;
import org.adjutant.gitm.event.SiegeLifted;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.DiceStreams;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.sequence.SupplyLedger;
import org.adjutant.gitm.supply.SupplyTurn;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The siege surrender phase (GITM 10.3, 10.8b; docs/rules/gitm-10-supply.md section 5.4) and its worked examples:
 * NE's Monterrey on 7-7 of G1-V1, besieged since turn 2, its garrison MX1IN-MX4IN, besieged by 4,000 US men. The
 * supply phase is the supply work's: these tests name the starving city in the turn's supply record themselves.
 */
class SiegeSurrenderTest {
    private static Theatre besieged() {
        return Theatre.openGround("G0-V0", "G2-V2").turn(3).city(SQ, "Monterrey", "7-7", "NE")
                .unit("MX1IN", "NE", SQ, "7-7", u -> u.men(800).supplies(1))
                .unit("MX2IN", "NE", SQ, "7-7", u -> u.men(700))
                .unit("MX3IN", "NE", SQ, "7-7", u -> u.men(600))
                .unit("MX4IN", "NE", SQ, "7-7", u -> u.men(500))
                .unit("US1IN", "US", SQ, "6-7", u -> u.men(1500))
                .unit("US2IN", "US", SQ, "8-7", u -> u.men(1500))
                .unit("US3IN", "US", SQ, "7-8", u -> u.men(1000))
                .unit("US4IN", "US", "G0-V0", "7-7");
    }

    /** The end of the turn's first two steps on the position, with the city's stock and the roll given. */
    private static TurnContext endOfTurn(Theatre t, int stock, boolean starving, double roll) {
        GitmState s = CityFixture.holding(t.state(), "Monterrey", "NE", stock, 2);
        TurnContext turn = CityFixture.context(s, new CityFixture.Uniform(roll));
        if (starving) {
            SupplyTurn.of(turn).starving("Monterrey");
        }
        new SiegeSurrender().run(Phase.END_OF_TURN, turn);
        new CityCaptureMorale().run(Phase.END_OF_TURN, turn);
        return turn;
    }

    private static CityFixture.Uniform dice(TurnContext turn) {
        return (CityFixture.Uniform) turn.dice("siege-surrender");
    }

    @Test
    @DisplayName("GITM 10.3, 10.8b a starving garrison with its city's stores gone surrenders on a roll under 1 in 3 (0.30): all four units, the city to the besiegers")
    void gitm_10_3_siege_surrender_starving() {
        TurnContext turn = endOfTurn(besieged(), 0, true, 0.30);
        assertThat(dice(turn).rolls()).singleElement()
                .satisfies(r -> assertThat(r.label()).contains("siege surrender of Monterrey"));
        assertThat(CityFixture.events(turn, GarrisonSurrendered.class)).singleElement().satisfies(e -> {
            assertThat(e.units()).extracting(UnitId::toString).containsExactly("MX1IN", "MX2IN", "MX3IN", "MX4IN");
            assertThat(e.men()).isEqualTo(2600);
            assertThat(e.cause()).isEqualTo(GarrisonSurrendered.Cause.STARVING);
            assertThat(e.toState()).isEqualTo("US");
            assertThat(e.visibility().observers()).contains("MX1IN", "MX4IN", "US1IN", "minister:NE", "minister:US");
        });
        for (String id : new String[] {"MX1IN", "MX2IN", "MX3IN", "MX4IN"}) {
            assertThat(turn.board().has(UnitId.of(id))).as(id).isFalse();
        }
        assertThat(CityFixture.events(turn, CityCaptured.class)).singleElement().satisfies(e -> {
            assertThat(e.how()).isEqualTo(CityCaptured.How.SURRENDERED);
            assertThat(e.toState()).isEqualTo("US");
            assertThat(e.storesTaken()).isZero();
        });
        assertThat(CityFixture.events(turn, SiegeLifted.class)).singleElement()
                .satisfies(e -> assertThat(e.reason()).isEqualTo(SiegeLifted.Reason.CITY_TAKEN));
        var holding = turn.board().holding(CityFixture.onMap(turn.board(), SQ, "Monterrey"));
        assertThat(holding.state()).isEqualTo("US");
        assertThat(holding.besieged()).isFalse();
        assertThat(SupplyTurn.of(turn).ledger().total(SupplyLedger.Flow.SURRENDERED))
                .as("MX1IN's one carried supply").isEqualTo(1);
        assertThat(turn.board().unit(UnitId.of("US1IN")).morale() - 50).as("city-capture morale (GITM 3.7)")
                .isEqualTo(8);
        assertThat(turn.board().unit(UnitId.of("US4IN")).morale() - 50).isEqualTo(4);
    }

    @Test
    @DisplayName("GITM 10.3 the same garrison rolling 0.34 holds out this turn: nothing happens")
    void gitm_10_3_siege_surrender_rollFails() {
        TurnContext turn = endOfTurn(besieged(), 0, true, 0.34);
        assertThat(dice(turn).rolls()).hasSize(1);
        assertThat(turn.events()).isEmpty();
        assertThat(turn.board().has(UnitId.of("MX1IN"))).isTrue();
        assertThat(turn.board().holding(CityFixture.onMap(turn.board(), SQ, "Monterrey")).besieged()).isTrue();
    }

    @Test
    @DisplayName("GITM 10.3, 10.8b no roll when nobody went hungry though the stores are empty, nor when the city still has supplies")
    void gitm_10_3_siege_surrender_noRoll() {
        TurnContext fed = endOfTurn(besieged(), 0, false, 0.0);
        assertThat(dice(fed).rolls()).isEmpty();
        assertThat(fed.events()).isEmpty();
        TurnContext stocked = endOfTurn(besieged(), 3, true, 0.0);
        assertThat(dice(stocked).rolls()).isEmpty();
        assertThat(stocked.events()).isEmpty();
    }

    @Test
    @DisplayName("Designed (GITM 10 design 5.4): an undermanned city, only MX1CQ in it, falls without a roll; MX5IN next to it is no garrison and stays")
    void gitm_10_3_siege_surrender_undermanned() {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2").turn(3).city(SQ, "Monterrey", "7-7", "NE")
                .unit("MX1CQ", "NE", SQ, "7-7")
                .unit("MX5IN", "NE", SQ, "6-6", u -> u.men(500))
                .unit("US1IN", "US", SQ, "8-7", u -> u.men(1500));
        TurnContext turn = endOfTurn(t, 5, false, 0.99);
        assertThat(dice(turn).rolls()).isEmpty();
        assertThat(CityFixture.events(turn, GarrisonSurrendered.class)).singleElement().satisfies(e -> {
            assertThat(e.units()).extracting(UnitId::toString).containsExactly("MX1CQ");
            assertThat(e.cause()).isEqualTo(GarrisonSurrendered.Cause.UNDERMANNED);
        });
        assertThat(turn.board().has(UnitId.of("MX1CQ"))).isFalse();
        assertThat(turn.board().has(UnitId.of("MX5IN"))).isTrue();
        var holding = turn.board().holding(CityFixture.onMap(turn.board(), SQ, "Monterrey"));
        assertThat(holding.state()).isEqualTo("US");
        assertThat(holding.supplies()).isEqualTo(2);
        assertThat(turn.board().unit(UnitId.of("MX5IN")).morale() - 50).isEqualTo(-8);
    }

    @Test
    @DisplayName("GITM 10.3 a city not besieged on record never surrenders, however hungry")
    void gitm_10_3_siege_surrender_onlyRecordedSieges() {
        GitmState s = CityFixture.holding(besieged().state(), "Monterrey", "NE", 0, 0);
        TurnContext turn = CityFixture.context(s, new CityFixture.Uniform(0.0));
        SupplyTurn.of(turn).starving("Monterrey");
        new SiegeSurrender().run(Phase.END_OF_TURN, turn);
        assertThat(turn.events()).isEmpty();
    }

    /**
     * Monterrey as a level-1 fort with the same garrison and besiegers, stores for a while yet; the turn's bombardment
     * brought the fort down to level 0 when {@code breached} (GITM 9.14); MX1IN's defensive orders as given.
     */
    private static TurnContext afterTheGuns(boolean breached, String mx1inDefensive) {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2").turn(3).fort(SQ, "Monterrey", "7-7", "NE", 1, 2000)
                .unit("MX1IN", "NE", SQ, "7-7", u -> u.men(800))
                .unit("MX2IN", "NE", SQ, "7-7", u -> u.men(700))
                .unit("US1IN", "US", SQ, "6-7", u -> u.men(1500))
                .unit("US2IN", "US", SQ, "8-7", u -> u.men(1500));
        GitmState s = CityFixture.holding(t.state(), "Monterrey", "NE", 5, 2);
        Board board = Board.of(s, s.map(n -> Optional.empty()));
        Map<UnitId, List<String>> orders = Map.of(UnitId.of("MX1IN"), List.of("DEFENSIVE " + mx1inDefensive));
        TurnContext turn = new TurnContext(board, orders, Map.of(), new DiceStreams(new CityFixture.Uniform(0.0)),
                CityFixture.withCities(TurnPlugins.standard()));
        if (breached) {
            board.setFortLevel(CityFixture.onMap(board, SQ, "Monterrey"), 0);
            turn.events().add(new FortDamaged(Phase.TACTICAL_4, StrategicSquare.of(SQ), TacticalSquare.of("7-7"),
                    "Monterrey", 1, 0, Visibility.everyone()));
        }
        new SiegeSurrender().run(Phase.END_OF_TURN, turn);
        return turn;
    }

    @Test
    @DisplayName("Designed (GITM 10 design 5.4), GITM 9.14: a garrison whose fort the besiegers' guns breached this "
            + "turn capitulates without a roll, fed or not: both units gone, the city to the besiegers")
    void gitm_10_3_siege_surrender_breached() {
        TurnContext turn = afterTheGuns(true, "DEFEND");
        assertThat(dice(turn).rolls()).isEmpty();
        assertThat(CityFixture.events(turn, GarrisonSurrendered.class)).singleElement().satisfies(e -> {
            assertThat(e.units()).extracting(UnitId::toString).containsExactly("MX1IN", "MX2IN");
            assertThat(e.cause()).isEqualTo(GarrisonSurrendered.Cause.BREACHED);
            assertThat(e.describe()).contains("its walls breached by the besiegers' guns");
            assertThat(e.toState()).isEqualTo("US");
        });
        assertThat(turn.board().holding(CityFixture.onMap(turn.board(), SQ, "Monterrey")).state()).isEqualTo("US");
    }

    @Test
    @DisplayName("Designed (GITM 10 design 5.4): one unit ordered DEFENSIVE LAST-DITCH holds the breached garrison to "
            + "the storm; walls still standing, nobody asks for terms")
    void gitm_10_3_siege_surrender_breachedButLastDitch() {
        TurnContext lastDitch = afterTheGuns(true, "LAST-DITCH");
        assertThat(lastDitch.events()).noneMatch(e -> e instanceof GarrisonSurrendered);
        assertThat(lastDitch.board().has(UnitId.of("MX1IN"))).isTrue();
        TurnContext standing = afterTheGuns(false, "DEFEND");
        assertThat(standing.events()).isEmpty();
        assertThat(standing.board().has(UnitId.of("MX2IN"))).isTrue();
    }
}
