package org.adjutant.gitm.map.gen;

import org.adjutant.gitm.map.Terrain;

import java.util.List;
import java.util.Set;

/**
 * Places whose terrain anyone who knows the region can vouch for. The generator prints their measurements and
 * terrain (to tune the thresholds of {@link TerrainClassifier}) and the tests check the generated map against them.
 */
public final class ReferencePlaces {
    public record Place(String name, double lat, double lon, Set<Terrain> expected) {
    }

    private ReferencePlaces() {
    }

    private static Place p(String name, double lat, double lon, Terrain... ok) {
        return new Place(name, lat, lon, Set.of(ok));
    }

    public static List<Place> all() {
        Terrain o = Terrain.OPEN;
        Terrain h = Terrain.HILL;
        Terrain f = Terrain.FOREST;
        Terrain fh = Terrain.FORESTED_HILL;
        Terrain m = Terrain.MOUNTAIN;
        Terrain hm = Terrain.HIGH_MOUNTAIN;
        Terrain d = Terrain.DESERT;
        Terrain hd = Terrain.HIGH_DESERT;
        Terrain ma = Terrain.MARSH;
        Terrain sw = Terrain.SWAMP;
        Terrain w = Terrain.WATER;
        return List.of(
                p("Kansas plains (Council Grove-Great Bend)", 38.40, -98.20, o),
                p("Western Kansas", 38.00, -100.80, o),
                p("Llano Estacado", 34.00, -102.30, o),
                p("Texas Panhandle", 35.30, -101.20, o, h),
                p("Oklahoma prairie", 35.50, -97.50, o, f),
                p("Mexico City plateau", 19.43, -99.13, o, h, ma),
                p("Bajio (Celaya)", 20.52, -100.81, o, h),
                p("Puebla", 19.04, -98.21, o, h),
                p("Sierra Madre Oriental (west of Ciudad Victoria)", 23.60, -99.70, m, hm, fh),
                p("Sierra Madre Oriental (south of Monterrey)", 25.30, -100.30, m, hm),
                p("Sierra Madre Occidental (Durango-Mazatlan)", 23.80, -105.60, m, hm),
                p("Sierra Madre Occidental (west of Chihuahua)", 28.00, -107.50, m, hm),
                p("Sierra Nevada (Yosemite)", 37.80, -119.50, m, hm),
                p("Sierra Nevada (Whitney)", 36.58, -118.30, m, hm),
                p("Southern Rockies (San Juan Mountains)", 37.80, -107.50, m, hm),
                p("Sangre de Cristo", 35.80, -105.60, m, hm),
                p("Chihuahuan desert (Bolson de Mapimi)", 27.00, -103.70, d, hd),
                p("Chihuahuan desert (Jornada del Muerto)", 33.00, -106.90, hd, d, o),
                p("Sonoran desert (Cabeza Prieta)", 32.30, -113.40, d),
                p("Sonoran desert (El Gran Desierto)", 32.00, -114.20, d),
                p("Mojave desert", 35.00, -116.00, d, hd),
                p("Great Basin (Nevada)", 39.00, -117.00, hd, m, d),
                p("Colorado Plateau", 36.50, -110.50, hd, h, m),
                p("Louisiana coast (Atchafalaya)", 29.60, -91.40, sw, ma),
                p("Louisiana marsh south of New Orleans", 29.40, -90.20, sw, ma, w),
                p("Tabasco wetlands (Centla)", 18.40, -92.50, sw, ma),
                p("East Texas forest", 31.50, -94.50, f, fh),
                p("Arkansas forest (Ouachita)", 34.60, -93.80, fh, f, m),
                p("Gulf of Mexico", 25.00, -92.00, w),
                p("Pacific off Baja", 26.00, -116.00, w),
                p("Gulf of California", 28.00, -112.00, w),
                p("Yucatan", 20.50, -89.00, f, o),
                p("Veracruz", 19.20, -96.14, o, f, ma, h),
                p("Jalapa", 19.53, -96.92, o, h, f, fh, m),
                p("Perote", 19.56, -97.24, o, h, m),
                p("Monterrey", 25.67, -100.31, o, h, m),
                p("Saltillo", 25.42, -101.00, o, h, hd, m),
                p("Santa Fe", 35.69, -105.94, o, h, m, fh),
                p("El Paso del Norte", 31.74, -106.49, o, h, hd),
                p("Chihuahua", 28.63, -106.08, o, h, hd),
                p("Permian Basin (Odessa)", 31.85, -102.37, o, hd, d),
                p("Monahans sandhills", 31.60, -102.90, d, hd, o),
                p("Trans-Pecos (Fort Stockton)", 30.89, -102.88, hd, d, o, h),
                p("Big Bend", 29.30, -103.20, m, hd, d, h),
                p("Central Valley (Sacramento)", 38.57, -121.47, o, f, ma),
                p("Central Valley (Fresno)", 36.70, -119.80, o, ma, hd),
                p("Great Salt Lake desert edge (Utah west)", 39.50, -113.50, hd, d, m));
    }
}
