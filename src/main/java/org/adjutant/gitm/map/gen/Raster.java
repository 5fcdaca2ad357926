package org.adjutant.gitm.map.gen;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.io.BufferedInputStream;

/**
 * A geo-registered grid of float samples (one band), rows north to south, with nearest-cell lookup by latitude and
 * longitude. Reads the three raster kinds of the geodata folder: ETOPO5 int16 relief, PGM grey and PPM colour.
 */
public record Raster(int width, int height, double northEdge, double westEdge, double cell, float[] values) {

    public float at(int col, int row) {
        int c = Math.max(0, Math.min(width - 1, col));
        int r = Math.max(0, Math.min(height - 1, row));
        return values[r * width + c];
    }

    public int colOf(double lon) {
        return (int) Math.floor((lon - westEdge) / cell);
    }

    public int rowOf(double lat) {
        return (int) Math.floor((northEdge - lat) / cell);
    }

    public float sample(double lat, double lon) {
        return at(colOf(lon), rowOf(lat));
    }

    /** Bilinear interpolation between cell centres. */
    public double interpolate(double lat, double lon) {
        double fx = (lon - westEdge) / cell - 0.5;
        double fy = (northEdge - lat) / cell - 0.5;
        int c = (int) Math.floor(fx);
        int r = (int) Math.floor(fy);
        double tx = fx - c;
        double ty = fy - r;
        return (1 - ty) * ((1 - tx) * at(c, r) + tx * at(c + 1, r)) + ty * ((1 - tx) * at(c, r + 1) + tx * at(c + 1, r + 1));
    }

    /** ETOPO5: int16 big-endian, cell centres at 41.0N - r/12 and 123.333W + c/12. */
    public static Raster relief(Path file) throws IOException {
        int rows = 312;
        int cols = 447;
        double cell = 1.0 / 12;
        float[] v = new float[rows * cols];
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
            for (int i = 0; i < v.length; i++) {
                v[i] = in.readShort();
            }
        }
        return new Raster(cols, rows, 41.0 + cell / 2, -123.3333333333 - cell / 2, cell, v);
    }

    /** Binary PGM (P5) with the georegistration of its JSON file. */
    public static Raster pgm(Path file, double northEdge, double westEdge, double cell) throws IOException {
        return netpbm(file, northEdge, westEdge, cell, 0);
    }

    /** Binary PPM (P6) reduced to one band: 0 = red, 1 = green, 2 = blue, 3 = mean brightness. */
    public static Raster ppm(Path file, double northEdge, double westEdge, double cell, int band) throws IOException {
        return netpbm(file, northEdge, westEdge, cell, band);
    }

    private static Raster netpbm(Path file, double northEdge, double westEdge, double cell, int band)
            throws IOException {
        try (InputStream in = new BufferedInputStream(Files.newInputStream(file))) {
            String magic = token(in);
            int w = Integer.parseInt(token(in));
            int h = Integer.parseInt(token(in));
            int max = Integer.parseInt(token(in));
            if (max != 255 || !(magic.equals("P5") || magic.equals("P6"))) {
                throw new IOException(file + ": unsupported netpbm header " + magic + " " + max);
            }
            int channels = magic.equals("P6") ? 3 : 1;
            byte[] raw = in.readNBytes(w * h * channels);
            if (raw.length != w * h * channels) {
                throw new IOException(file + ": truncated");
            }
            float[] v = new float[w * h];
            for (int i = 0; i < v.length; i++) {
                if (channels == 1) {
                    v[i] = raw[i] & 0xff;
                } else if (band < 3) {
                    v[i] = raw[i * 3 + band] & 0xff;
                } else {
                    v[i] = ((raw[i * 3] & 0xff) + (raw[i * 3 + 1] & 0xff) + (raw[i * 3 + 2] & 0xff)) / 3f;
                }
            }
            return new Raster(w, h, northEdge, westEdge, cell, v);
        }
    }

    /** One whitespace-separated header token; the header ends with exactly one whitespace byte. */
    private static String token(InputStream in) throws IOException {
        StringBuilder sb = new StringBuilder();
        int b;
        while ((b = in.read()) != -1) {
            if (Character.isWhitespace(b)) {
                if (sb.length() > 0) {
                    break;
                }
            } else {
                sb.append((char) b);
            }
        }
        return sb.toString();
    }
}
