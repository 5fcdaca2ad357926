package org.adjutant.gitm.battle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.battle.BattlePlay.TurnPlayed;
import org.adjutant.gitm.event.Bombarded;
import org.adjutant.gitm.event.Deserted;
import org.adjutant.gitm.event.GarrisonSurrendered;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.event.SiegeBegun;
import org.adjutant.gitm.event.TacticalMoved;
import org.adjutant.gitm.event.UnitSupplied;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Dice;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Engagements over several game turns: sieges played as the game plays them, turn after turn (docs/battles.md). */
class SiegePlayTest {
    static final UnitId US1CQ = UnitId.of("US1CQ");
    static final UnitId US1IN = UnitId.of("US1IN");
    static final UnitId US1SA = UnitId.of("US1SA");
    static final UnitId MX1IN = UnitId.of("MX1IN");
    static final UnitId MX2IN = UnitId.of("MX2IN");

    /** The siege without its guns and its storm, played whole for four turns: only hunger can take the town. */
    static final String BLOCKADE = BattleFileReaderTest.SIEGE.replace("turns: 3", "turns: 4")
            .replace("phases: 2", "phases: whole")
            .replace("      - {id: US1SA, men: 200, batteries: 2, at: NE, offensive: attack,\n"
                    + "         orders: {1: [OFFENSIVE EVADE], 3: [SUPPLY LEVEL 1]}}\n", "")
            .replace(", offensive: assault, arrive: 1}", "}");

    static List<GitmEvent> events(TurnPlayed turn, Class<? extends GitmEvent> kind) {
        return turn.events().stream().filter(kind::isInstance).toList();
    }

    @Test
    @DisplayName("GITM 10.3, 10.7, 5.2: every turn but the last is the game's whole turn; the first begins at the "
            + "file's position, later ones with the supply phase, in which the garrison eats the city's stores and "
            + "the besiegers their corps HQ's")
    void gitm_10_3_turnAfterTurn() throws Exception {
        BattleSetup setup = BattleSetupTest.setup(BattleFileReaderTest.SIEGE);
        BattlePlay play = BattlePlay.fight(setup, 1);
        assertThat(play.turns()).extracting(TurnPlayed::turn).containsExactly(1, 2, 3);
        TurnPlayed first = play.turns().get(0);
        TurnPlayed second = play.turns().get(1);
        TurnPlayed third = play.turns().get(2);

        assertThat(events(first, SiegeBegun.class)).as("besieged at the end of the strategic withdrawal")
                .extracting(GitmEvent::when).containsExactly(Phase.STRATEGIC_WITHDRAWAL);
        assertThat(events(first, UnitSupplied.class)).as("the file's position follows the first supply phase")
                .isEmpty();
        assertThat(first.events()).as("the end of the turn is played")
                .anyMatch(e -> e.when() == Phase.END_OF_TURN);

        List<UnitSupplied> fed = events(second, UnitSupplied.class).stream().map(UnitSupplied.class::cast).toList();
        assertThat(fed).filteredOn(u -> u.unit().equals(MX1IN) || u.unit().equals(MX2IN))
                .extracting(UnitSupplied::source).containsOnly("Smallton");
        assertThat(fed).filteredOn(u -> u.unit().equals(US1IN)).extracting(UnitSupplied::source)
                .containsExactly("US1CQ");
        assertThat(events(second, Deserted.class)).isEmpty();

        List<Deserted> hungry = events(third, Deserted.class).stream().map(Deserted.class::cast).toList();
        assertThat(hungry).as("two turns' stores eaten, the garrison starves; nobody deserts a besieged city")
                .extracting(Deserted::unit).containsExactly(MX1IN, MX2IN);
        assertThat(hungry).allMatch(d -> d.besiegedIn().equals("Smallton") && d.men() == 0 && d.moraleLost() > 0);

        for (TurnPlayed turn : List.of(first, second)) {
            assertThat(events(turn, Bombarded.class)).as("the guns held in by OFFENSIVE EVADE in turn " + turn.turn())
                    .noneMatch(b -> ((Bombarded) b).guns().contains(US1SA));
            assertThat(events(turn, TacticalMoved.class)).noneMatch(m -> ((TacticalMoved) m).unit().equals(US1IN));
        }
        assertThat(events(third, TacticalMoved.class)).as("the storm of turn 3, phase 1")
                .filteredOn(m -> ((TacticalMoved) m).unit().equals(US1IN)).extracting(GitmEvent::when)
                .contains(Phase.TACTICAL_1);
        assertThat(third.events()).as("the last turn stops after its combat phase 2")
                .allMatch(e -> e.when().compareTo(Phase.TACTICAL_2) <= 0);
        assertThat(play.rolls().keySet()).as("rolls by turn and purpose").anyMatch(k -> k.startsWith("turn 3, "));
    }

    @Test
    @DisplayName("GITM 10.3: a starving garrison surrenders in the siege surrender phase, one roll of 1 in 3 at the "
            + "end of each turn it goes hungry; its men are prisoners and the city the besiegers'")
    void gitm_10_3_starvingGarrisonSurrenders() throws Exception {
        BattleSetup setup = BattleSetupTest.setup(BLOCKADE);
        City onMap = setup.fieldCity().orElseThrow();
        int surrendered = 0;
        int held = 0;
        for (long seed = 1; seed <= 12; seed++) {
            BattlePlay play = BattlePlay.fight(setup, seed);
            SeedResult r = SeedResult.of(setup, play);
            List<GarrisonSurrendered> gave = play.events().stream().filter(GarrisonSurrendered.class::isInstance)
                    .map(GarrisonSurrendered.class::cast).toList();
            List<Dice.Roll> rolls = play.rolls().entrySet().stream().filter(e -> e.getKey().endsWith("siege-surrender"))
                    .flatMap(e -> e.getValue().stream()).toList();
            assertThat(rolls).as("no roll before the stores run out in turn 3").isNotEmpty()
                    .allMatch(roll -> roll.label().equals("siege surrender of Smallton: garrison starving, 1 in 3"));
            assertThat(play.rolls().keySet()).noneMatch(k -> k.startsWith("turn 1, siege-surrender")
                    || k.startsWith("turn 2, siege-surrender"));
            if (gave.isEmpty()) {
                held++;
                assertThat(rolls).allMatch(roll -> roll.value() >= 1 / 3.0);
                assertThat(play.end().city(onMap).state()).isEqualTo("MEX");
                assertThat(r.city().orElseThrow().holder()).contains("MX");
                assertThat(r.sides().get("MX").losses().total()).isZero();
                continue;
            }
            surrendered++;
            GarrisonSurrendered g = gave.get(0);
            assertThat(g.cause()).isEqualTo(GarrisonSurrendered.Cause.STARVING);
            assertThat(g.units()).containsExactly(MX1IN, MX2IN);
            assertThat(g.men()).isEqualTo(900);
            assertThat(rolls.get(rolls.size() - 1).value()).isLessThan(1 / 3.0);
            assertThat(play.end().city(onMap).state()).isEqualTo("US");
            assertThat(play.departed()).containsKeys(MX1IN, MX2IN);
            assertThat(r.city().orElseThrow().holder()).contains("US");
            assertThat(r.city().orElseThrow().surrender()).map(SeedResult.GarrisonSurrender::turn)
                    .hasValueSatisfying(t -> assertThat(t).isBetween(3, 4));
            assertThat(r.sides().get("MX").losses()).isEqualTo(new SeedResult.Losses(0, 0, 900, 0));
            assertThat(r.sides().get("MX").sources().get(SeedResult.Source.GARRISON_SURRENDER)).isEqualTo(900);
            assertThat(r.sides().get("MX").units(SeedResult.Outcome.SURRENDERED)).isEqualTo(2);
            assertThat(r.holder()).as("nobody on the field: the surrender settled it").contains("US");
        }
        assertThat(surrendered).as("some seeds see the garrison give up").isPositive();
        assertThat(held).as("and some see it hold out").isPositive();

        BattleStatistics stats = BattleRunner.run(setup, 1, 12);
        assertThat(stats.city()).isPresent();
        assertThat(stats.city().orElseThrow().holders().get("US")).isEqualTo(surrendered / 12.0);
        assertThat(stats.historicalHolderShare()).as("a siege is judged by who holds the city")
                .hasValue(surrendered / 12.0);
        assertThat(BattleReport.text(stats)).contains("4 turns, each played whole", "Held the city: US ",
                "garrison surrendered in", "Where the losses came from", "city held by US in ");
    }

    @Test
    @DisplayName("GITM 9.13: stragglers who come back between turns are not counted lost; the losses are the men the "
            + "units miss at the end")
    void gitm_9_13_stragglersBackAreNotLosses() throws Exception {
        String shelled = BattleFileReaderTest.SIEGE.replace("phases: 2", "phases: whole")
                .replace("orders: {1: [OFFENSIVE EVADE], 3: [SUPPLY LEVEL 1]}", "orders: [SUPPLY LEVEL 1]")
                .replace(", offensive: assault, arrive: 1}", "}");
        BattleSetup setup = BattleSetupTest.setup(shelled);
        boolean sawReturn = false;
        for (long seed = 1; seed <= 6; seed++) {
            BattlePlay play = BattlePlay.fight(setup, seed);
            SeedResult r = SeedResult.of(setup, play);
            int pools = 0;
            for (Unit u : play.end().units()) {
                pools += u.state().equals("MEX") ? u.stragglers() : 0;
            }
            for (Unit u : play.departed().values()) {
                pools += u.state().equals("MEX") ? u.stragglers() : 0;
            }
            int back = r.sides().get("MX").sources().get(SeedResult.Source.STRAGGLERS_BACK);
            sawReturn |= back > 0;
            assertThat(r.sides().get("MX").losses().stragglers()).as("seed " + seed + ": the stragglers still out")
                    .isEqualTo(pools);
        }
        assertThat(sawReturn).as("stragglers came back in some seed").isTrue();
    }

    @Test
    @DisplayName("an engagement of several turns is the same, byte for byte, for the same file and seed")
    void deterministic() throws Exception {
        BattleSetup a = BattleSetupTest.setup(BattleFileReaderTest.SIEGE);
        BattleSetup b = BattleSetupTest.setup(BattleFileReaderTest.SIEGE);
        assertThat(BattleReport.text(BattleRunner.run(b, 3, 3))).isEqualTo(BattleReport.text(BattleRunner.run(a, 3,
                3)));
        assertThat(BattleReport.log(b, BattlePlay.fight(b, 4))).isEqualTo(BattleReport.log(a, BattlePlay.fight(a, 4)))
                .contains("Turn 1\n", "Turn 3\n");
        assertThat(Optional.of(BattleReport.json(BattleRunner.run(a, 1, 2)))).hasValueSatisfying(j ->
                assertThat(j).contains("\"turns\" : 3", "\"city\" : {", "\"lossSources\""));
    }
}
