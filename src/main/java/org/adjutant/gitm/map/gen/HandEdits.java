package org.adjutant.gitm.map.gen;

import java.util.ArrayList;
import java.util.List;

/**
 * What the generator adds by hand to the geodata, each item for a reason given in docs/map.md: rivers GSHHG lacks
 * (geodata README pitfall 2), 1846 water the modern data lacks (pitfall 4), seed points and dividing lines for the
 * game's states (pitfall 6), roads that must stay passable, and the game values of the historical places.
 * Coordinates are written latitude first, then longitude, as an atlas gives them.
 */
final class HandEdits {
    private HandEdits() {
    }

    /** A hand-drawn line or ring, kept as (lon, lat) points like the GeoJSON data. */
    static List<double[]> line(double... latLon) {
        List<double[]> pts = new ArrayList<>();
        for (int i = 0; i + 1 < latLon.length; i += 2) {
            pts.add(new double[]{latLon[i + 1], latLon[i]});
        }
        return pts;
    }

    /** Rivers missing from GSHHG-high and Natural Earth that the Texas and Nuevo Leon campaigns need. */
    static List<NamedRiver> rivers() {
        return List.of(
                new NamedRiver("Trinity", List.of(line(32.76, -97.33, 32.77, -96.80, 32.40, -96.45, 31.95, -96.05,
                        31.55, -95.75, 31.10, -95.45, 30.75, -95.20, 30.45, -94.95, 30.06, -94.80, 29.80, -94.73,
                        29.72, -94.70))),
                new NamedRiver("Neches", List.of(line(32.55, -95.65, 32.05, -95.30, 31.60, -95.00, 31.25, -94.65,
                        30.90, -94.25, 30.50, -94.12, 30.08, -94.10, 29.96, -93.90))),
                new NamedRiver("Angelina", List.of(line(32.05, -94.85, 31.60, -94.75, 31.25, -94.45,
                        30.90, -94.25))),
                new NamedRiver("San Jacinto", List.of(line(30.45, -95.55, 30.20, -95.30, 30.00, -95.15,
                        29.80, -95.10, 29.75, -95.06, 29.70, -94.98))),
                new NamedRiver("Guadalupe", List.of(line(30.05, -99.35, 30.05, -99.14, 29.97, -98.90, 29.90, -98.60,
                        29.85, -98.30, 29.70, -98.12, 29.57, -97.96, 29.50, -97.45, 29.09, -97.29, 28.80, -97.00,
                        28.47, -96.86, 28.38, -96.80))),
                new NamedRiver("San Antonio", List.of(line(29.42, -98.49, 29.20, -98.33, 29.13, -98.16,
                        28.95, -97.95, 28.75, -97.65, 28.67, -97.39, 28.50, -97.05, 28.47, -96.86))),
                new NamedRiver("Cimarron", List.of(line(36.50, -104.90, 36.75, -104.00, 36.90, -103.00,
                        37.00, -102.00, 37.15, -101.00, 37.00, -100.20, 36.75, -99.60, 36.45, -98.70,
                        36.10, -97.80, 36.10, -97.00, 36.16, -96.30))),
                new NamedRiver("San Juan (Nuevo Leon)", List.of(line(25.67, -100.31, 25.62, -100.10,
                        25.59, -99.99, 25.70, -99.65, 25.72, -99.25, 26.00, -99.00, 26.32, -98.83))));
    }

    /** Lakes of 1846 that modern data lacks or shows too small. */
    static List<List<double[]>> lakes1846() {
        return List.of(
                // Texcoco, the great salt lake east of the capital
                line(19.62, -99.03, 19.58, -98.95, 19.48, -98.92, 19.40, -98.95, 19.37, -99.02, 19.42, -99.07,
                        19.52, -99.08, 19.60, -99.07),
                // Xochimilco and Chalco, south of the capital, which Scott's army had to march around
                line(19.31, -99.16, 19.29, -99.05, 19.25, -99.02, 19.24, -99.10, 19.27, -99.17),
                line(19.30, -99.02, 19.29, -98.91, 19.24, -98.89, 19.22, -98.97, 19.25, -99.02),
                // Tulare Lake, the largest lake west of the Mississippi before it was drained
                line(36.25, -119.85, 36.20, -119.62, 36.00, -119.55, 35.85, -119.60, 35.78, -119.80,
                        35.90, -119.95, 36.10, -119.95),
                // the eastern Cienega of Chapala, drained 1905-1910
                line(20.32, -102.80, 20.28, -102.55, 20.12, -102.55, 20.10, -102.78, 20.20, -102.82));
    }

    /** A point that starts the flood fill of a state (or FOREIGN for land outside both nations). */
    record Seed(double lat, double lon, String state) {
    }

    static final String FOREIGN = "FOREIGN";

    /** At least one seed in every present-day state of the theatre, labelled with the game state it belongs to. */
    static List<Seed> stateSeeds() {
        List<Seed> s = new ArrayList<>();
        double[][] us = {{29.95, -90.07}, {38.63, -90.20}, {34.75, -92.29}, {35.80, -95.26}, {39.35, -94.92},
                {30.27, -97.74}, {29.76, -95.36}, {29.42, -98.49}, {31.60, -94.66}, {30.69, -88.04},
                {35.15, -90.05}, {38.66, -96.49}, {32.78, -96.80}, {35.50, -97.50}, {32.30, -90.18},
                {37.05, -88.60}, {38.60, -89.50}, {30.42, -87.22}, {37.69, -97.34}, {39.05, -95.70},
                {38.30, -99.00}, {39.74, -104.99}, {38.80, -104.80}, {32.45, -99.73}, {31.55, -97.15},
                {34.00, -87.80}, {36.00, -88.00}, {36.00, -89.60}, {33.50, -94.00}, {31.30, -92.45},
                {28.80, -97.00}, {27.95, -97.30}, {39.90, -100.50}, {39.50, -102.50}, {39.90, -104.00},
                {39.80, -98.00}};
        for (double[] p : us) {
            s.add(new Seed(p[0], p[1], "US"));
        }
        add(s, "NM", 35.69, -105.94, 35.08, -106.65, 35.20, -101.80, 33.58, -101.85, 37.17, -104.50,
                37.47, -105.87, 37.27, -107.88, 39.06, -108.55, 35.20, -111.65, 34.54, -112.47, 36.70, -101.50,
                37.30, -101.00, 33.40, -104.50, 32.25, -101.48, 38.10, -102.50, 38.50, -106.50, 34.00, -109.50,
                36.20, -113.50);
        add(s, "CHI", 28.63, -106.08, 24.02, -104.66, 31.74, -106.49, 30.59, -103.89, 26.93, -105.67,
                31.20, -105.50, 29.80, -103.30);
        add(s, "SON", 29.07, -110.96, 27.92, -110.90, 24.80, -107.39, 23.22, -106.42, 24.14, -110.31,
                26.01, -111.34, 31.87, -116.60, 32.62, -115.45, 32.22, -110.97, 34.05, -118.24, 36.60, -121.89,
                38.57, -121.47, 32.75, -117.19, 36.17, -115.14, 39.53, -119.81, 39.25, -114.90, 37.68, -113.06,
                38.57, -109.55, 39.60, -110.80, 27.03, -108.94, 30.89, -109.56, 28.00, -113.50, 36.50, -117.50,
                32.00, -112.50);
        add(s, "NE", 25.67, -100.31, 25.42, -101.00, 25.87, -97.50, 23.74, -99.15, 22.25, -97.86, 27.51, -99.51,
                26.91, -101.42, 25.54, -103.41, 29.36, -100.90, 27.80, -97.40, 26.20, -97.70, 31.46, -100.44,
                30.71, -101.20, 27.60, -98.60);
        add(s, "JAL", 20.67, -103.35, 22.77, -102.58, 22.15, -100.98, 21.88, -102.29, 21.02, -101.26,
                19.70, -101.19, 19.24, -103.72, 21.50, -104.89, 21.12, -101.68);
        add(s, "MEX", 19.43, -99.13, 19.04, -98.21, 19.29, -99.66, 20.59, -100.39, 20.12, -98.73, 19.32, -98.24,
                18.92, -99.23, 19.53, -96.92, 19.20, -96.14, 20.96, -97.40, 18.62, -95.66);
        add(s, "OAX", 17.06, -96.72, 17.55, -99.50, 16.86, -99.88, 16.75, -93.12, 16.74, -92.64, 18.15, -94.43,
                17.98, -94.55, 17.95, -94.91, 16.43, -95.02, 18.09, -96.12);
        add(s, "YUC", 20.97, -89.62, 19.85, -90.53, 17.99, -92.93, 18.50, -88.30, 18.65, -91.83, 19.58, -88.05,
                20.69, -88.20);
        add(s, FOREIGN, 16.93, -89.89, 16.50, -90.00, 17.25, -88.77, 17.50, -88.20, 16.20, -89.00);
        return s;
    }

    private static void add(List<Seed> s, String state, double... latLon) {
        for (int i = 0; i + 1 < latLon.length; i += 2) {
            s.add(new Seed(latLon[i], latLon[i + 1], state));
        }
    }

    /**
     * Dividing lines of 1846 that no present-day border follows. The traced Nueces, Arkansas, Pecos and Gila are
     * added to these by the generator.
     */
    static List<List<double[]>> dividingLines() {
        return List.of(
                // the 100th meridian of the Adams-Onis treaty, from the Nueces country to the Arkansas
                line(29.80, -100.00, 37.90, -100.00),
                // New Mexico's southern limit east of the Rio Grande, between the Rio Grande and the Nueces line
                line(32.00, -106.70, 32.00, -100.00),
                // the southern Veracruz coast and isthmus, from the Papaloapan country to Oaxaca
                line(18.80, -95.10, 18.20, -95.30, 17.60, -95.50, 17.00, -95.60));
    }

    /**
     * Places cities.csv lacks that the state of Oaxaca, Guerrero and Chiapas needs to have towns at all: name, lat,
     * lon, in the format of cities.csv's first three columns.
     */
    static List<String> extraPlaces() {
        return List.of("Oaxaca,17.06,-96.72", "Acapulco,16.86,-99.88", "Chilpancingo,17.55,-99.50",
                "Tehuantepec,16.32,-95.24", "Ciudad Real (San Cristobal),16.74,-92.64", "Tuxtla,16.75,-93.12");
    }

    /** Roads of the war that must stay passable (GITM 1.2 makes some terrains impassable). */
    static List<List<double[]>> roads() {
        return List.of(
                // the National Road, Veracruz - Jalapa - Perote - Puebla - Mexico City
                line(19.20, -96.14, 19.44, -96.67, 19.53, -96.92, 19.56, -97.24, 19.35, -97.60, 19.10, -97.95,
                        19.04, -98.21, 19.30, -98.60, 19.31, -98.92, 19.43, -99.13),
                // the Orizaba road, Veracruz - Cordoba - Orizaba - Puebla
                line(19.20, -96.14, 18.89, -96.93, 18.85, -97.10, 18.71, -97.31, 18.90, -97.70, 19.04, -98.21),
                // the Camino Real de Tierra Adentro, Santa Fe - El Paso - Chihuahua - Durango - Zacatecas - Mexico
                line(35.69, -105.94, 35.08, -106.65, 34.06, -106.89, 33.00, -106.90, 32.39, -106.81,
                        31.74, -106.49, 31.34, -106.48, 30.57, -106.64, 28.82, -106.15, 28.63, -106.08,
                        27.68, -105.17, 26.93, -105.67, 25.80, -105.20, 24.02, -104.66, 23.20, -103.90,
                        22.77, -102.58, 21.88, -102.29, 21.12, -101.68, 20.52, -100.81, 20.59, -100.39,
                        19.43, -99.13),
                // Saltillo - Monterrey, and on to the Rio Grande by Taylor's route
                line(25.21, -101.09, 25.36, -101.02, 25.42, -101.00, 25.68, -100.72, 25.67, -100.46,
                        25.67, -100.31, 25.88, -100.03, 26.09, -99.62, 26.43, -99.15, 26.31, -98.83,
                        26.09, -98.29, 25.87, -97.50, 26.07, -97.21),
                // Saltillo - San Luis Potosi - Queretaro, Santa Anna's road to Buena Vista
                line(25.21, -101.09, 23.65, -100.64, 22.15, -100.98, 21.40, -100.70, 20.59, -100.39),
                // Tampico - Victoria - Monterrey
                line(22.25, -97.86, 23.74, -99.15, 24.86, -99.57, 25.67, -100.31),
                // Wool's march San Antonio - Presidio del Rio Grande - Monclova - Parras
                line(29.42, -98.49, 28.31, -100.37, 26.91, -101.42, 25.44, -102.18, 25.42, -101.00),
                // the Santa Fe Trail, mountain branch and Cimarron cut-off
                line(39.09, -94.42, 38.66, -96.49, 38.36, -98.76, 37.75, -100.02, 38.04, -103.43, 37.17, -104.50,
                        36.90, -104.44, 35.59, -105.22, 35.69, -105.94),
                line(37.75, -100.02, 37.00, -102.00, 36.40, -103.50, 35.59, -105.22),
                // Kearny's road to California: the Rio Grande, the Gila, the Colorado Desert
                line(34.06, -106.89, 32.80, -107.90, 32.90, -109.20, 33.00, -110.50, 33.08, -111.74,
                        32.95, -112.70, 32.73, -114.62, 32.90, -115.70, 33.28, -116.63, 33.09, -116.99,
                        32.75, -117.19),
                // El Camino Real of California
                line(32.75, -117.19, 33.20, -117.30, 33.50, -117.62, 33.80, -117.95, 34.05, -118.24,
                        34.15, -118.80, 34.42, -119.70, 35.28, -120.66, 36.10, -121.20, 36.60, -121.89, 36.68, -121.65, 37.00, -121.57,
                        37.34, -121.89),
                // Sonora: Guaymas - Hermosillo - the presidios - Tucson
                line(27.92, -110.90, 29.07, -110.96, 30.89, -109.56, 31.61, -111.05, 32.22, -110.97),
                // the Pacific road Mazatlan - Tepic - Guadalajara - Morelia - Toluca - Mexico
                line(23.22, -106.42, 22.99, -105.86, 22.50, -105.36, 21.90, -105.05, 21.50, -104.89, 20.67, -103.35, 19.70, -101.19, 19.29, -99.66,
                        19.43, -99.13),
                // Texas: Galveston - Houston - San Antonio, and east to Natchitoches
                line(29.30, -94.80, 29.76, -95.36, 29.50, -97.45, 29.42, -98.49),
                line(29.42, -98.49, 30.27, -97.74, 31.60, -94.66, 31.76, -93.09));
    }
}
