package org.adjutant.gitm.forces;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.adjutant.gitm.economy.ManpowerBook;
import org.adjutant.gitm.event.CasualtiesSuffered;
import org.adjutant.gitm.event.CasualtyCause;
import org.adjutant.gitm.event.DestroyCause;
import org.adjutant.gitm.event.GarrisonSurrendered;
import org.adjutant.gitm.event.ManpowerMustered;
import org.adjutant.gitm.event.Surrendered;
import org.adjutant.gitm.event.UnitDestroyed;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.DiceStreams;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Manpower;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.Visibility;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The wounded and prisoners with no unit to rejoin (GITM 9.13; docs/rules/sow.md section 7, question 17): a unit that
 * is destroyed or surrenders leaves them to its state's {@code returning}, a militia unit to its city's militia pool;
 * at a campaign's end the men a full unit cannot take back go the same way. The first tests run the step alone on a
 * board where the combat rules have just removed a unit (as {@code Shattering.destroy} leaves it: the unit gone, the
 * event told, then the ledger's casualties); the last runs turn 15 whole.
 */
class ReturningMenTest {
    private static final String SQUARE = "G5-V5";
    private static final StrategicSquare AT = StrategicSquare.parse(SQUARE).orElseThrow();
    private static final TacticalSquare CENTRE = new TacticalSquare(7, 7);

    private static TurnContext turn(GitmState s) {
        Board board = Board.of(s, s.map(n -> Optional.empty()));
        return new TurnContext(board, Map.of(), Map.of(), new DiceStreams(SeededDice.forTurn(1846, 3)),
                TurnPlugins.standard());
    }

    private static CasualtiesSuffered casualties(String unit, int wounded, int prisoners) {
        return new CasualtiesSuffered(Phase.TACTICAL_1, UnitId.of(unit), AT, CENTRE, 10, wounded, prisoners, 0,
                CasualtyCause.DESTROYED, Visibility.units(Set.of(unit)));
    }

    @Test
    @DisplayName("GITM 9.13, SoW 3 (designed) US3IN destroyed with 120 wounded and 40 prisoners, 30 and 300 more in its last fight: returning 490")
    void gitm_9_13_destroyedUnitsPools() {
        GitmState s = Muster.ground().unit("US3IN", "US", SQUARE, "7-7", b -> b.men(400).wounded(120).prisoners(40))
                .unit("US4IN", "US", SQUARE, "7-7", b -> b.men(400)).state().withTurn(1, 3);
        s = s.withState(s.state("US").orElseThrow().withManpower(Manpower.of(1_000)));
        TurnContext turn = turn(s);
        // casualties settled while it was still in play are already in its pools: not counted twice
        turn.events().add(casualties("US3IN", 50, 5));
        turn.events().add(casualties("US4IN", 70, 7));
        turn.board().remove(UnitId.of("US3IN"));
        turn.events().add(new UnitDestroyed(Phase.TACTICAL_1, UnitId.of("US3IN"), AT, DestroyCause.NO_REFUGE, 340,
                Visibility.units(Set.of("US3IN"))));
        turn.events().add(casualties("US3IN", 30, 300));
        new ReturningMen().run(Phase.END_OF_TURN, turn);
        Manpower us = ManpowerBook.of(turn).of("US");
        assertThat(us.returning()).isEqualTo(490);
        assertThat(us.pool()).hasValue(1_000);
    }

    @Test
    @DisplayName("GITM 9.13, SoW 3 (designed) surrendered units and a besieged garrison: their pools to returning, each state its own")
    void gitm_9_13_surrenderedUnitsPools() {
        GitmState s = Muster.ground().unit("US3IN", "US", SQUARE, "7-7", b -> b.men(400).wounded(100))
                .unit("MX4IN", "NE", SQUARE, "7-7", b -> b.men(400).prisoners(60))
                .unit("MX5IN", "NE", SQUARE, "7-7", b -> b.men(400).wounded(25)).state().withTurn(1, 3);
        TurnContext turn = turn(s);
        turn.board().remove(UnitId.of("US3IN"));
        turn.events().add(new Surrendered(Phase.TACTICAL_1, UnitId.of("US3IN"), AT, CENTRE, 400,
                Visibility.units(Set.of("US3IN"))));
        turn.board().remove(UnitId.of("MX4IN"));
        turn.board().remove(UnitId.of("MX5IN"));
        turn.events().add(new GarrisonSurrendered(Phase.END_OF_TURN, "Monterrey", AT,
                List.of(UnitId.of("MX4IN"), UnitId.of("MX5IN")), 800, GarrisonSurrendered.Cause.STARVING, "US",
                Visibility.moderatorOnly()));
        new ReturningMen().run(Phase.END_OF_TURN, turn);
        assertThat(ManpowerBook.of(turn).of("US").returning()).isEqualTo(100);
        assertThat(ManpowerBook.of(turn).of("NE").returning()).isEqualTo(85);
    }

    @Test
    @DisplayName("SoW 4.15, GITM 9.13 (designed) a destroyed militia unit's 300 wounded go home to Monterrey's militia pool, up to its cap")
    void sow_7_destroyedMilitiaHome() {
        GitmState s = Muster.ground().city(SQUARE, "Monterrey", "7-7", "NE", 3, 0, false)
                .unit("MX2MI", "NE", SQUARE, "7-7", b -> b.men(600).wounded(300).homeCity("Monterrey")).state()
                .withTurn(1, 3);
        s = s.withCity("Monterrey", new CityHolding("NE", 0).withMilitia(2_800));
        TurnContext turn = turn(s);
        turn.board().remove(UnitId.of("MX2MI"));
        turn.events().add(new UnitDestroyed(Phase.TACTICAL_1, UnitId.of("MX2MI"), AT, DestroyCause.NOT_REFORMED, 600,
                Visibility.units(Set.of("MX2MI"))));
        new ReturningMen().run(Phase.END_OF_TURN, turn);
        City monterrey = turn.board().map().cities().filter(c -> c.name().equals("Monterrey")).findFirst()
                .orElseThrow();
        assertThat(ManpowerBook.militia(turn.board(), monterrey)).isEqualTo(3_000);
        assertThat(ManpowerBook.of(turn).of("NE").returning()).isZero();
    }

    @Test
    @DisplayName("GITM 9.13, SoW 3 (designed) at the campaign's end US3IN (1,450 of 1,500) cannot take back all its wounded; those turned away join the US pool")
    void gitm_9_13_overflowToPool() {
        GitmState s = Muster.ground().unit("US3IN", "US", "H1-V1", "7-7", b -> b.men(1_450).wounded(200))
                .state().withTurn(1, 15);
        s = s.withState(s.state("US").orElseThrow().withManpower(Manpower.of(1_000)));
        TurnOutcome o = Muster.robotTurn(s, Map.of());
        assertThat(Theatre.unit(o, "US3IN").men()).isEqualTo(1_500);
        // living off the country cost it 36 deserters (18 of them taken prisoner): 1,414 men, 86 wounded back,
        // 200 + 18 - 86 = 132 turned away
        org.adjutant.gitm.event.ReturnedToRanks back = Muster.events(o, org.adjutant.gitm.event.ReturnedToRanks.class)
                .get(0);
        assertThat(back.wounded()).isEqualTo(86);
        assertThat(back.turnedAway()).isEqualTo(132);
        ManpowerMustered us = Muster.events(o, ManpowerMustered.class).stream().filter(m -> m.state().equals("US"))
                .findFirst().orElseThrow();
        assertThat(us.returning()).isEqualTo(132);
        GitmState next = Theatre.next(o);
        assertThat(next.state("US").orElseThrow().manpower().returning()).isZero();
        assertThat(next.state("US").orElseThrow().manpower().pool().getAsInt()).isEqualTo(1_000 + 132 + us.intake());
    }
}
