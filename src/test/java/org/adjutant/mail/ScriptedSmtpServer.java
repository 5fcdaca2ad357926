package org.adjutant.mail;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * A real SMTP listener on 127.0.0.1 that misbehaves on purpose at the DATA stage, for the sender's failure paths
 * GreenMail cannot produce: the connection dropping mid-message, or a refusal after the message was transmitted.
 */
final class ScriptedSmtpServer implements AutoCloseable {
    enum AtData {
        /** Reads the first line of the message, then closes the connection without a reply. */
        DROP_CONNECTION,
        /** Reads the whole message, then refuses it with a permanent error. */
        REFUSE,
        /** Takes the message (250) and keeps the connection for the next. */
        ACCEPT,
        /** Takes the message, then closes the connection without a word, as a server timing out an idle client. */
        ACCEPT_THEN_HANG_UP
    }

    private final ServerSocket socket;
    private final Thread thread;
    private final AtData behaviour;
    private final java.util.concurrent.atomic.AtomicInteger connections = new java.util.concurrent.atomic.AtomicInteger();
    private final java.util.concurrent.atomic.AtomicInteger accepted = new java.util.concurrent.atomic.AtomicInteger();

    ScriptedSmtpServer(AtData behaviour) throws IOException {
        this.behaviour = behaviour;
        this.socket = new ServerSocket(0, 5, InetAddress.getLoopbackAddress());
        this.thread = new Thread(this::serve, "scripted-smtp");
        this.thread.setDaemon(true);
        this.thread.start();
    }

    int port() {
        return socket.getLocalPort();
    }

    /** How many SMTP connections clients have opened so far. */
    int connections() {
        return connections.get();
    }

    /** How many messages were taken (ACCEPT modes). */
    int accepted() {
        return accepted.get();
    }

    private void serve() {
        while (!socket.isClosed()) {
            try (Socket client = socket.accept()) {
                connections.incrementAndGet();
                converse(client);
            } catch (IOException e) {
                // closed by the test, or the client went away: wait for the next one
            }
        }
    }

    private void converse(Socket client) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(client.getInputStream(),
                StandardCharsets.ISO_8859_1));
        OutputStream out = client.getOutputStream();
        reply(out, "220 scripted ESMTP");
        String line;
        while ((line = in.readLine()) != null) {
            String verb = line.length() >= 4 ? line.substring(0, 4).toUpperCase(java.util.Locale.ROOT) : line;
            switch (verb) {
                case "EHLO", "HELO" -> reply(out, "250 scripted");
                case "DATA" -> {
                    reply(out, "354 go ahead");
                    if (behaviour == AtData.DROP_CONNECTION) {
                        in.readLine();
                        return;
                    }
                    while ((line = in.readLine()) != null && !line.equals(".")) {
                        // swallow the message
                    }
                    if (behaviour == AtData.REFUSE) {
                        reply(out, "554 5.7.1 message refused by policy");
                    } else {
                        accepted.incrementAndGet();
                        reply(out, "250 2.0.0 queued");
                        if (behaviour == AtData.ACCEPT_THEN_HANG_UP) {
                            return;
                        }
                    }
                }
                case "QUIT" -> {
                    reply(out, "221 bye");
                    return;
                }
                default -> reply(out, "250 ok");
            }
        }
    }

    private static void reply(OutputStream out, String text) throws IOException {
        out.write((text + "\r\n").getBytes(StandardCharsets.ISO_8859_1));
        out.flush();
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
