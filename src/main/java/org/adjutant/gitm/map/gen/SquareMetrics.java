package org.adjutant.gitm.map.gen;

/**
 * What the geodata says about one strategic square, measured over its land samples: how much of it is sea or lake,
 * the lowest, highest and mean height, the relief (highest minus lowest) of the square and of its 3 x 3
 * neighbourhood, mean greenness (NGRDI), Blue Marble brightness, and July and December rain in mm.
 */
public record SquareMetrics(double waterFraction, double lakeFraction, double minElevation, double maxElevation,
                            double meanElevation, double relief, double neighbourhoodRelief, double greenness,
                            double brightness, double julyRain, double decemberRain, boolean coastal) {

    public double rain() {
        return julyRain + decemberRain;
    }

    @Override
    public String toString() {
        return String.format(java.util.Locale.ROOT,
                "water %.2f lake %.2f elev %.0f..%.0f mean %.0f relief %.0f/%.0f green %+.3f bright %.0f "
                        + "rain %.0f+%.0f%s", waterFraction, lakeFraction, minElevation, maxElevation, meanElevation,
                relief, neighbourhoodRelief, greenness, brightness, julyRain, decemberRain,
                coastal ? " coastal" : "");
    }
}
