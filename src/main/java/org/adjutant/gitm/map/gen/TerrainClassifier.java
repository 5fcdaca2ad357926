package org.adjutant.gitm.map.gen;

import org.adjutant.gitm.map.Terrain;

/**
 * Turns a square's measurements into one of the eleven terrains of GITM 1.2. The thresholds and why they were chosen
 * are in docs/map.md ("Terrain"): relief rather than height makes mountains (ETOPO5 smooths peaks and lifts valley
 * floors, geodata README pitfall 5); brightness with rain and greenness separates desert from plains and forest
 * (pitfall 8).
 */
final class TerrainClassifier {
    static final double WATER_FRACTION = 0.5;
    static final double LAKE_MARSH_FRACTION = 0.2;
    static final double HIGH_MOUNTAIN_RELIEF = 1500;
    static final double HIGH_MOUNTAIN_TOP = 3000;
    static final double MOUNTAIN_RELIEF = 800;
    static final double MOUNTAIN_RELIEF_IN_RANGE = 600;
    static final double RANGE_RELIEF = 1300;
    static final double HILL_RELIEF = 300;
    static final double HIGHLAND_ELEVATION = 2300;
    static final double HIGHLAND_RELIEF = 280;
    static final double HIGHLAND_RANGE_RELIEF = 650;
    static final double DESERT_BRIGHTNESS = 125;
    static final double DESERT_RAIN = 75;
    static final double HIGH_DESERT_ELEVATION = 1000;
    static final double BARREN_BRIGHTNESS = 135;
    static final double BARREN_RAIN = 50;
    static final double FOREST_GREENNESS = 0.12;
    static final double DARK_FOREST_BRIGHTNESS = 72;
    static final double FOREST_JULY_RAIN = 180;
    static final double FOREST_DECEMBER_RAIN = 25;
    static final double WETLAND_TOP = 12;
    static final double SWAMP_GREENNESS = 0.14;

    private TerrainClassifier() {
    }

    static Terrain classify(SquareMetrics m) {
        if (m.waterFraction() >= WATER_FRACTION) {
            return Terrain.WATER;
        }
        boolean inRange = m.neighbourhoodRelief() >= RANGE_RELIEF;
        if (m.relief() >= HIGH_MOUNTAIN_RELIEF && m.maxElevation() >= HIGH_MOUNTAIN_TOP) {
            return Terrain.HIGH_MOUNTAIN;
        }
        if (m.relief() >= MOUNTAIN_RELIEF || (inRange && m.relief() >= MOUNTAIN_RELIEF_IN_RANGE)) {
            return Terrain.MOUNTAIN;
        }
        // ETOPO5 flattens high ranges into plateaus (San Juans, Sierra Tarahumara): rugged ground this high is
        // mountain even where the 5' cells show moderate relief
        if (m.meanElevation() >= HIGHLAND_ELEVATION && m.relief() >= HIGHLAND_RELIEF
                && m.neighbourhoodRelief() >= HIGHLAND_RANGE_RELIEF) {
            return Terrain.MOUNTAIN;
        }
        boolean hilly = m.relief() >= HILL_RELIEF;
        boolean arid = m.brightness() >= DESERT_BRIGHTNESS && m.rain() < DESERT_RAIN;
        if (arid) {
            // only the barest, driest lowland is impassable desert; the rest of the dry country can be crossed
            // at the risk GITM 1.2 gives high desert
            boolean barren = m.brightness() >= BARREN_BRIGHTNESS && m.rain() < BARREN_RAIN;
            return barren && m.meanElevation() < HIGH_DESERT_ELEVATION ? Terrain.DESERT : Terrain.HIGH_DESERT;
        }
        boolean forest = m.greenness() >= FOREST_GREENNESS
                || (m.brightness() < DARK_FOREST_BRIGHTNESS
                && (m.decemberRain() >= FOREST_DECEMBER_RAIN || m.julyRain() >= FOREST_JULY_RAIN));
        if (m.maxElevation() <= WETLAND_TOP && (m.coastal() || m.lakeFraction() > 0.05)) {
            return forest && m.greenness() >= SWAMP_GREENNESS ? Terrain.SWAMP : Terrain.MARSH;
        }
        if (m.lakeFraction() >= LAKE_MARSH_FRACTION) {
            return Terrain.MARSH;
        }
        if (hilly) {
            return forest ? Terrain.FORESTED_HILL : Terrain.HILL;
        }
        return forest ? Terrain.FOREST : Terrain.OPEN;
    }
}
