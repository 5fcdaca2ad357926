package org.adjutant.gitm.movement.tactical;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.order.PhaseRange;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The examples of GITM-MD interception.html: MX1MC at 7-7 with an intercept box centred on 7-7, radius 3. */
class InterceptionRaceTest {
    private static final TacticalSquare MX1MC = TacticalSquare.of("7-7");
    private static final ReactionBox BOX = new ReactionBox(MX1MC, 3, PhaseRange.ALL);

    private static List<TacticalSquare> lane(String from, String to) {
        return StraightLine.between(TacticalSquare.of(from), TacticalSquare.of(to)).points().stream()
                .map(p -> p.squares().get(0)).toList();
    }

    @Test
    @DisplayName("GITM 8.11 (GITM-MD interception.html) US1IN 5-5 to 5-7 can be intercepted: two steps each, at 5-7")
    void gitm_8_11_example1() {
        Optional<InterceptionRace.Point> p = InterceptionRace.point(lane("5-5", "5-7"), MX1MC, BOX);
        assertThat(p).map(InterceptionRace.Point::square).contains(TacticalSquare.of("5-7"));
        assertThat(p.get().interceptorSteps()).isEqualTo(2);
        assertThat(p.get().moverStep()).isEqualTo(2);
    }

    @Test
    @DisplayName("GITM 8.11 (GITM-MD interception.html) US1IN 4-4 to 4-6 cannot be intercepted: it stops after two, MX1MC needs three")
    void gitm_8_11_example2() {
        assertThat(InterceptionRace.point(lane("4-4", "4-6"), MX1MC, BOX)).isEmpty();
    }

    @Test
    @DisplayName("GITM 8.11 (GITM-MD interception.html) US1IN 9-7 to 12-7 moves straight away and cannot be intercepted")
    void gitm_8_11_example3_movingAway() {
        assertThat(InterceptionRace.point(lane("9-7", "12-7"), MX1MC, BOX)).isEmpty();
    }

    @Test
    @DisplayName("GITM 8.11 a move of one tactical square is never interceptable, even next to the interceptor")
    void gitm_8_11_oneSquareMoves() {
        assertThat(InterceptionRace.point(lane("8-8", "8-7"), MX1MC, BOX)).isEmpty();
    }

    @Test
    @DisplayName("GITM 8.11 a unit coming straight on is caught only if it comes at least half-way")
    void gitm_8_11_movingTowards() {
        assertThat(InterceptionRace.point(lane("7-1", "7-3"), MX1MC, new ReactionBox(MX1MC, 6, PhaseRange.ALL)))
                .as("halts at 7-3, less than half of the six squares").isEmpty();
        assertThat(InterceptionRace.point(lane("7-1", "7-5"), MX1MC, new ReactionBox(MX1MC, 6, PhaseRange.ALL)))
                .map(InterceptionRace.Point::square).contains(TacticalSquare.of("7-4"));
    }

    @Test
    @DisplayName("GITM 8.11 interception takes place where the mover enters the box when the interceptor can be there")
    void gitm_8_11_atTheEdgeOfTheBox() {
        // crossing the front from 2-5 to 12-5: enters the box at 4-5 (step 2) where MX1MC needs 3; 5-5 at step 3 is the
        // first claimable square
        Optional<InterceptionRace.Point> p = InterceptionRace.point(lane("2-5", "12-5"), MX1MC, BOX);
        assertThat(p).map(InterceptionRace.Point::square).contains(TacticalSquare.of("5-5"));
        Optional<InterceptionRace.Point> edge = InterceptionRace.point(lane("2-8", "12-8"), MX1MC,
                new ReactionBox(TacticalSquare.of("9-8"), 1, PhaseRange.ALL));
        assertThat(edge).map(InterceptionRace.Point::square).as("the box's west edge").contains(TacticalSquare.of("8-8"));
    }

    @Test
    @DisplayName("GITM 8.11 (GITM-MD interception.html) a unit moving partly away and partly across the front is caught if the interceptor closes in time")
    void gitm_8_11_partlyAwayPartlyAcross() {
        ReactionBox wide = new ReactionBox(MX1MC, 6, PhaseRange.ALL);
        // 5-4 to 11-2: 6-4, 7-3, 8-3, 9-3, 10-2, 11-2; MX1MC is four steps from 9-3, which the mover reaches at step 4
        assertThat(InterceptionRace.point(lane("5-4", "11-2"), MX1MC, wide)).map(InterceptionRace.Point::square)
                .contains(TacticalSquare.of("9-3"));
        assertThat(InterceptionRace.point(lane("5-4", "8-3"), MX1MC, wide))
                .as("stopping at 8-3 after three steps, it gets away").isEmpty();
    }
}
