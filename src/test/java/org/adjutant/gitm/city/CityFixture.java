package org.adjutant.gitm.city;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.movement.tactical.GitmTacticalMovement;
import org.adjutant.gitm.sequence.Combat;
import org.adjutant.gitm.sequence.DiceStreams;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.ruleset.Dice;

/**
 * Tiny inline theatres for the city rules: the movement tests' open ground (NE's soil, the United States at war with
 * NE and its ally NM, Yucatan neutral) with the siege and capture steps plugged in as {@code GitmRuleset} does, or a
 * turn context to run one step by hand.
 */
final class CityFixture {
    static final String SQ = "G1-V1";

    private CityFixture() {
    }

    /** The hooks and siege answers of {@code GitmRuleset.turnPlugins()}, on {@code base}. */
    static TurnPlugins withCities(TurnPlugins base) {
        return base.withSieges(new RecordedSieges())
                .withHooks(new TurnPlugins.Hooks(List.of(new PeaceLiftsSieges()),
                        List.of(new CityCapture(), new SiegeWatch()),
                        List.of(new SiegeSurrender(), new CityCaptureMorale()), List.of()));
    }

    /** Open ground G0-V0 to G2-V2 with tactical movement, the given combat and the city rules. */
    static Theatre theatre(Combat combat) {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2");
        t.plugins(withCities(t.plugins().withTactical(new GitmTacticalMovement()).withCombat((p, turn) -> {
        }, combat)));
        return t;
    }

    /** A position with a city's holding set: stores and the absolute turn its siege began (0: none). */
    static GitmState holding(GitmState s, String city, String state, int supplies, int besiegedSince) {
        return s.withCity(city, new CityHolding(state, supplies, java.util.OptionalInt.empty(), besiegedSince));
    }

    static TurnContext context(GitmState s, Dice dice) {
        Board board = Board.of(s, s.map(n -> Optional.empty()));
        return new TurnContext(board, Map.of(), Map.of(), new DiceStreams(dice), withCities(TurnPlugins.standard()));
    }

    /** The city of that name as the map has it. */
    static City onMap(Board board, String square, String name) {
        return board.square(StrategicSquare.of(square)).map(SquareInfo::cities).orElse(List.of()).stream()
                .filter(c -> c.name().equals(name)).findFirst().orElseThrow();
    }

    static <T extends GitmEvent> List<T> events(TurnContext turn, Class<T> kind) {
        List<T> found = new ArrayList<>();
        turn.events().forEach(e -> {
            if (kind.isInstance(e)) {
                found.add(kind.cast(e));
            }
        });
        return found;
    }

    /** Dice whose every uniform roll is {@code value}; the labels asked are kept. */
    static final class Uniform implements Dice {
        private final double value;
        private final List<Roll> rolls = new ArrayList<>();

        Uniform(double value) {
            this.value = value;
        }

        @Override
        public int roll(String label, int sides) {
            rolls.add(new Roll(label, sides, 1));
            return 1;
        }

        @Override
        public double uniform(String label) {
            rolls.add(new Roll(label, 0, value));
            return value;
        }

        @Override
        public List<Roll> rolls() {
            return List.copyOf(rolls);
        }
    }
}
