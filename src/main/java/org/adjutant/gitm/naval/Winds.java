package org.adjutant.gitm.naval;

import java.util.HashMap;
import java.util.Map;
import org.adjutant.gitm.sequence.TurnContext;

/**
 * The turn's wind over each chart (naval.md section 3.2), drawn once, the first time a step asks, from the chart's own
 * dice stream, so sailing and the fights after it read the same wind.
 */
public final class Winds {
    private final TurnContext turn;
    private final Map<String, Wind> drawn = new HashMap<>();

    private Winds(TurnContext turn) {
        this.turn = turn;
    }

    public static Winds of(TurnContext turn) {
        return turn.attachment(Winds.class, () -> new Winds(turn));
    }

    /** The wind over the chart with this code. */
    public Wind over(String chart) {
        return drawn.computeIfAbsent(chart, c -> Wind.draw(c, turn.dice(Wind.purpose(c))));
    }
}
