package org.adjutant.gitm.naval;

import org.adjutant.gitm.map.Direction;
import org.adjutant.ruleset.Dice;

/**
 * The wind of one turn over one chart (PATE-MD movechance reads every move against it). Designed (naval.md section
 * 3.2): each turn the wind over each chart blows from one of the eight points, each as likely as another, drawn from
 * the turn's seeded dice in a stream of the chart's own ({@code wind PAC}, {@code wind AMW}), so the Pacific and the
 * Gulf have their own weather and no ship's orders change another chart's wind. It blows the same through both naval
 * movement phases of the turn. The texts give no table of prevailing winds; an even draw favours no heading.
 *
 * @param chart the chart's code
 * @param from  where it blows from
 */
public record Wind(String chart, Direction from) {
    /** The purpose of the turn's dice the wind over {@code chart} is drawn from. */
    public static String purpose(String chart) {
        return "wind " + chart;
    }

    /** The turn's wind over {@code chart}, one roll of eight from its own dice. */
    public static Wind draw(String chart, Dice dice) {
        return new Wind(chart, Direction.values()[dice.roll("wind over " + chart + " (1 N ... 8 NW)", 8) - 1]);
    }

    /** How a ship heading {@code heading} sails in it. */
    public PointOfSail pointOf(Direction heading) {
        return PointOfSail.of(heading, from);
    }

    /** "from the NE", as a report writes it. */
    public String words() {
        return "from the " + from.name();
    }
}
