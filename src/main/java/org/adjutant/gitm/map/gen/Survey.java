package org.adjutant.gitm.map.gen;

import org.adjutant.gitm.map.StrategicSquare;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Loads the geodata folder (its README describes every file) and measures each strategic square. Land is Natural
 * Earth land minus lakes; lakes are Natural Earth lakes without the modern reservoirs the README lists as
 * anachronisms, plus the 1846 lakes of {@link HandEdits}.
 */
final class Survey {
    private static final double[][] RAIN_LEGEND = {{0, 0}, {0.04, 10}, {0.16, 40}, {0.25, 63}, {0.35, 89},
            {0.50, 127}, {0.75, 256}, {0.87, 512}, {0.93, 1024}};

    final Path dir;
    final Raster relief;
    final Raster greenness;
    final Raster brightness;
    final Raster red;
    final Raster blue;
    final Raster julyRain;
    final Raster decemberRain;
    final SampleMask land = new SampleMask();
    final SampleMask lakes = new SampleMask();
    final List<GeoFeature> rivers;
    final List<GeoFeature> borders;
    final SquareMetrics[] metrics = new SquareMetrics[StrategicSquare.COLUMNS * StrategicSquare.ROWS];

    Survey(Path dir) throws IOException {
        this.dir = dir;
        relief = Raster.relief(dir.resolve("relief.bin"));
        double n8 = 41.0666666667;
        double w8 = -123.4666666667;
        double c8 = 2.0 / 15;
        greenness = Raster.pgm(dir.resolve("greenness.pgm"), n8, w8, c8);
        brightness = Raster.ppm(dir.resolve("bluemarble.ppm"), n8, w8, c8, 3);
        red = Raster.ppm(dir.resolve("bluemarble.ppm"), n8, w8, c8, 0);
        blue = Raster.ppm(dir.resolve("bluemarble.ppm"), n8, w8, c8, 2);
        julyRain = Raster.pgm(dir.resolve("precip-july.pgm"), 41.0, -123.5, 1.0 / 6);
        decemberRain = Raster.pgm(dir.resolve("precip-dec.pgm"), 41.0, -123.5, 1.0 / 6);
        for (GeoFeature f : GeoFeature.read(dir.resolve("land.geojson"))) {
            land.fill(f.parts(), true);
        }
        for (GeoFeature f : GeoFeature.read(dir.resolve("lakes.geojson"))) {
            if (!f.text("note").startsWith("ANACHRONISM")) {
                lakes.fill(f.parts(), true);
            }
        }
        for (List<double[]> ring : HandEdits.lakes1846()) {
            lakes.fill(List.of(ring), true);
        }
        rivers = GeoFeature.read(dir.resolve("rivers.geojson"));
        borders = GeoFeature.read(dir.resolve("borders.geojson"));
        measure();
    }

    /** Dry land: inside a land polygon and not in a lake. */
    boolean isLand(int sx, int sy) {
        return land.get(sx, sy) && !lakes.get(sx, sy);
    }

    static double rainMm(float grey) {
        double f = grey / 255.0;
        for (int i = 1; i < RAIN_LEGEND.length; i++) {
            if (f <= RAIN_LEGEND[i][0]) {
                double[] a = RAIN_LEGEND[i - 1];
                double[] b = RAIN_LEGEND[i];
                return a[1] + (f - a[0]) / (b[0] - a[0]) * (b[1] - a[1]);
            }
        }
        return 1024;
    }

    SquareMetrics metrics(int col, int row) {
        return metrics[row * StrategicSquare.COLUMNS + col];
    }

    private void measure() {
        int s = SampleMask.PER_SQUARE;
        double[] min = new double[metrics.length];
        double[] max = new double[metrics.length];
        for (int row = 0; row < StrategicSquare.ROWS; row++) {
            for (int col = 0; col < StrategicSquare.COLUMNS; col++) {
                int landN = 0;
                int lakeN = 0;
                double lo = Double.MAX_VALUE;
                double hi = -Double.MAX_VALUE;
                double sumE = 0;
                double sumG = 0;
                double sumB = 0;
                double sumJ = 0;
                double sumD = 0;
                int colourN = 0;
                double sumGw = 0;
                double sumBw = 0;
                for (int j = 0; j < s; j++) {
                    for (int i = 0; i < s; i++) {
                        int sx = col * s + i;
                        int sy = row * s + j;
                        if (land.get(sx, sy) && lakes.get(sx, sy)) {
                            lakeN++;
                        }
                        if (!isLand(sx, sy)) {
                            continue;
                        }
                        landN++;
                        double lat = SampleMask.lat(sy);
                        double lon = SampleMask.lon(sx);
                        double e = Math.max(0, relief.sample(lat, lon));
                        lo = Math.min(lo, e);
                        hi = Math.max(hi, e);
                        sumE += e;
                        double gr = (greenness.sample(lat, lon) - 128) / 400.0;
                        double br = brightness.sample(lat, lon);
                        // a coastal Blue Marble pixel that is mostly sea reads green and dark (README pitfalls 8-9):
                        // leave bluish pixels out of the colour averages
                        if (blue.sample(lat, lon) > red.sample(lat, lon) + 8) {
                            sumGw += gr;
                            sumBw += br;
                        } else {
                            colourN++;
                            sumG += gr;
                            sumB += br;
                        }
                        sumJ += rainMm(julyRain.sample(lat, lon));
                        sumD += rainMm(decemberRain.sample(lat, lon));
                    }
                }
                int k = row * StrategicSquare.COLUMNS + col;
                double total = s * s;
                if (landN == 0) {
                    min[k] = Double.NaN;
                    max[k] = Double.NaN;
                    metrics[k] = new SquareMetrics(1, lakeN / total, 0, 0, 0, 0, 0, 0, 0, 0, 0, false);
                    continue;
                }
                min[k] = lo;
                max[k] = hi;
                double green = colourN > 0 ? sumG / colourN : sumGw / landN;
                double bright = colourN > 0 ? sumB / colourN : sumBw / landN;
                metrics[k] = new SquareMetrics(1 - landN / total, lakeN / total, lo, hi, sumE / landN, hi - lo, 0,
                        green, bright, sumJ / landN, sumD / landN, landN < total);
            }
        }
        // neighbourhood relief and coastal flag need the whole grid first
        SquareMetrics[] done = metrics.clone();
        for (int row = 0; row < StrategicSquare.ROWS; row++) {
            for (int col = 0; col < StrategicSquare.COLUMNS; col++) {
                int k = row * StrategicSquare.COLUMNS + col;
                SquareMetrics m = done[k];
                double lo = Double.MAX_VALUE;
                double hi = -Double.MAX_VALUE;
                boolean coastal = m.coastal();
                for (int dr = -1; dr <= 1; dr++) {
                    for (int dc = -1; dc <= 1; dc++) {
                        if (!StrategicSquare.onMap(col + dc, row + dr)) {
                            continue;
                        }
                        int n = (row + dr) * StrategicSquare.COLUMNS + col + dc;
                        if (!Double.isNaN(min[n])) {
                            lo = Math.min(lo, min[n]);
                            hi = Math.max(hi, max[n]);
                        }
                        coastal |= done[n].waterFraction() >= 0.5;
                    }
                }
                metrics[k] = new SquareMetrics(m.waterFraction(), m.lakeFraction(), m.minElevation(),
                        m.maxElevation(), m.meanElevation(), m.relief(), hi > lo ? hi - lo : 0, m.greenness(),
                        m.brightness(), m.julyRain(), m.decemberRain(), coastal && m.waterFraction() < 1);
            }
        }
    }
}
