package org.adjutant.gitm.map.tactical;

import org.adjutant.gitm.map.Terrain;

/**
 * The share of a tactical map's 225 squares given to each terrain before rivers, ranges, coasts and towns are drawn,
 * for one strategic terrain (GITM 1.2 to GITM 2.2). Open ground takes what is left. The table is the project's own
 * design; docs/tactical-maps.md explains it.
 *
 * @param mountain     mountain outcrops (impassable), on the highest ground
 * @param highHills    high hills, on the next highest ground
 * @param water        ponds and marsh water (impassable), on the wettest low ground
 * @param forest       woods, on the leafiest ground left
 * @param hills        hills, on the highest ground left
 * @param ridges       ridges of mountain squares to draw across the map when no range crosses it
 */
record TerrainMix(double mountain, double highHills, double water, double forest, double hills, int ridges) {

    TerrainMix {
        double sum = mountain + highHills + water + forest + hills;
        if (mountain < 0 || highHills < 0 || water < 0 || forest < 0 || hills < 0 || sum > 1.0 + 1e-9) {
            throw new IllegalArgumentException("terrain shares must be non-negative and total at most 1");
        }
    }

    double open() {
        return 1.0 - mountain - highHills - water - forest - hills;
    }

    static TerrainMix of(Terrain terrain) {
        return switch (terrain) {
            case OPEN -> new TerrainMix(0, 0.03, 0, 0.10, 0.12, 0);
            case HILL -> new TerrainMix(0, 0.15, 0, 0.10, 0.40, 0);
            case FOREST -> new TerrainMix(0, 0, 0.02, 0.60, 0.10, 0);
            case FORESTED_HILL -> new TerrainMix(0, 0.15, 0, 0.45, 0.30, 0);
            case MOUNTAIN -> new TerrainMix(0.08, 0.25, 0, 0.12, 0.25, 1);
            case HIGH_MOUNTAIN -> new TerrainMix(0.30, 0.30, 0, 0.05, 0.20, 2);
            case DESERT -> new TerrainMix(0, 0.03, 0, 0, 0.12, 0);
            case HIGH_DESERT -> new TerrainMix(0, 0.08, 0, 0, 0.27, 0);
            case MARSH -> new TerrainMix(0, 0, 0.22, 0.20, 0, 0);
            case SWAMP -> new TerrainMix(0, 0, 0.42, 0.35, 0, 0);
            case WATER -> new TerrainMix(0, 0, 1.0, 0, 0, 0);
        };
    }
}
