package org.adjutant.gitm.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.util.ArrayList;
import java.util.List;

/** The key under a sea-chart picture: one row a kind of mark, its sample drawn beside its words. */
final class SeaChartKey {
    private static final int SAMPLE = 28;

    /** What each row's sample is. */
    private enum Sample { PORT, PORT_BEYOND, BLOCKADE, AREA, LANE, WATERS }

    private record Row(Sample sample, String words) {
    }

    private static final List<Row> ROWS = List.of(
            new Row(Sample.PORT, "A port of the land map; under its name your ships in its harbour (in port) and in"
                    + " its coastal waters (off port)"),
            new Row(Sample.PORT_BEYOND, "A port beyond the land map (one beyond the chart stands on its edge)"),
            new Row(Sample.BLOCKADE, "A port you know to be blockaded"),
            new Row(Sample.AREA, "A sea area, its code and name (dashed: beyond the land map); blue ids: your ships"
                    + " in it"),
            new Row(Sample.LANE, "A sea lane between two areas; a thin grey line joins a port to the area it opens"
                    + " on"),
            new Row(Sample.WATERS, "Darker blue: a port's coastal waters; pale grey: beyond the land map, drawn as a"
                    + " diagram"));

    private SeaChartKey() {
    }

    static int height(FontMetrics fm) {
        return ROWS.size() * (fm.getHeight() + 2) + 8;
    }

    /** Draws the key from {@code (x, y)} down and returns its words, in order. */
    static List<String> draw(Graphics2D g, Font font, int x, int y) {
        g.setFont(font);
        FontMetrics fm = g.getFontMetrics();
        List<String> words = new ArrayList<>();
        int row = y + 4;
        for (Row r : ROWS) {
            int mid = row + fm.getHeight() / 2;
            sample(g, r.sample(), x, mid);
            g.setColor(Color.BLACK);
            g.setFont(font);
            g.drawString(r.words(), x + SAMPLE + 6, row + fm.getAscent());
            words.add(r.words());
            row += fm.getHeight() + 2;
        }
        return words;
    }

    private static void sample(Graphics2D g, Sample s, int x, int mid) {
        g.setStroke(new BasicStroke(1.5f));
        switch (s) {
            case PORT -> {
                g.setColor(SeaChartRenderer.PORT);
                g.fillOval(x + 11, mid - 3, 7, 7);
            }
            case PORT_BEYOND -> {
                g.setColor(SeaChartRenderer.PORT);
                g.drawRect(x + 11, mid - 3, 7, 7);
            }
            case BLOCKADE -> {
                g.setColor(SeaChartRenderer.PORT);
                g.fillOval(x + 11, mid - 3, 7, 7);
                g.setColor(SeaChartRenderer.BLOCKADE);
                g.setStroke(new BasicStroke(2f));
                g.drawOval(x + 7, mid - 7, 14, 14);
            }
            case AREA -> {
                g.setColor(SeaChartRenderer.LANE);
                g.setStroke(new BasicStroke(1f));
                g.drawRect(x + 2, mid - 5, SAMPLE - 4, 10);
            }
            case LANE -> {
                g.setColor(SeaChartRenderer.LANE);
                g.setStroke(new BasicStroke(2f));
                g.drawLine(x + 2, mid - 2, x + SAMPLE - 2, mid - 2);
                g.setColor(SeaChartRenderer.OPENS_ON);
                g.setStroke(new BasicStroke(1f));
                g.drawLine(x + 2, mid + 3, x + SAMPLE - 2, mid + 3);
            }
            case WATERS -> {
                g.setColor(SeaChartRenderer.COASTAL);
                g.fillRect(x + 2, mid - 5, (SAMPLE - 4) / 2, 10);
                g.setColor(SeaChartRenderer.BEYOND);
                g.fillRect(x + 2 + (SAMPLE - 4) / 2, mid - 5, (SAMPLE - 4) / 2, 10);
            }
            default -> throw new IllegalStateException(s.toString());
        }
    }
}
