/**
 * The Java source of the judge's warm compile service (see compile-service.ts), kept as a string so the judge
 * still finds it once bundled into the server. native.ts compiles it with javac into the cache folder at first
 * use; it then runs inside its own sandbox for as long as the judge lives.
 */
export const COMPILE_SERVICE_CLASS = 'CompileService';

export const COMPILE_SERVICE_SOURCE = String.raw`
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.StringWriter;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

/**
 * The judge's warm Java compiler: javax.tools kept loaded and JIT-compiled in one long-lived JVM, so a
 * submission compiles in a fraction of a cold javac start. It runs inside its own sandbox and knows nothing
 * of the file system: sources arrive on stdin, class files leave on stdout.
 *
 * Request:  "COMPILE <source bytes> <file name>\n" followed by the UTF-8 source, compiled as that file (a
 *           public class must sit in a file of its name; the judge found the name in the source).
 * Response: "RESULT <ok 0|1> <diagnostic bytes> <class count>\n", the diagnostics (UTF-8), then per class
 *           "<name bytes> <class bytes>\n", the binary name and the class file.
 * "READY\n" is written once, after a warm-up, before the first request is read.
 */
public final class CompileService {
  private static final int MAX_DIAGNOSTIC_CHARS = 32 * 1024;
  private static final java.util.regex.Pattern SOURCE_FILE = java.util.regex.Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]{0,127}\\.java");
  private static final long COMPILE_STACK_BYTES = 256L * 1024 * 1024;
  private static final List<String> OPTIONS = List.of(
      "-proc:none", "-implicit:none", "-nowarn", "-Xlint:none", "-encoding", "UTF-8", "-Xmaxerrs", "50");
  private static final String WARM_UP =
      "import java.util.*;\npublic class Main {\n  record P(int a, String b) {}\n"
          + "  public static void main(String[] args) {\n    Scanner in = new Scanner(System.in);\n"
          + "    List<P> ps = new ArrayList<>();\n    Map<String, Integer> m = new HashMap<>();\n"
          + "    for (int i = 0; i < 3; i++) { ps.add(new P(i, \"x\" + i)); m.merge(\"k\", i, Integer::sum); }\n"
          + "    ps.stream().map(P::b).sorted().forEach(System.out::println);\n    System.out.println(m);\n  }\n}\n";

  private final JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
  private final StandardJavaFileManager standardFiles =
      compiler.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8);

  /** fatal: the JVM is no longer to be trusted (it ran out of heap); the service exits after answering. */
  private record Outcome(boolean ok, String diagnostics, Map<String, byte[]> classes, boolean fatal) {
    static Outcome failed(String message, boolean fatal) {
      return new Outcome(false, message + "\n", Map.of(), fatal);
    }
  }

  public static void main(String[] args) throws Exception {
    CompileService service = new CompileService();
    service.standardFiles.setLocation(StandardLocation.CLASS_PATH, List.of());
    service.standardFiles.setLocation(StandardLocation.SOURCE_PATH, List.of());
    for (int i = 0; i < 4; i++) service.compileOnBigStack(WARM_UP, "Main.java");
    DataInputStream in = new DataInputStream(new FileInputStream(FileDescriptor.in));
    OutputStream out = new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16);
    out.write("READY\n".getBytes(StandardCharsets.US_ASCII));
    out.flush();
    String header;
    while ((header = readLine(in)) != null) {
      String[] parts = header.split(" ");
      if (parts.length != 3 || !parts[0].equals("COMPILE") || !SOURCE_FILE.matcher(parts[2]).matches())
        throw new IOException("bad request: " + header);
      byte[] source = new byte[Integer.parseInt(parts[1])];
      in.readFully(source);
      Outcome outcome = service.compileOnBigStack(new String(source, StandardCharsets.UTF_8), parts[2]);
      writeOutcome(out, outcome);
      out.flush();
      if (outcome.fatal()) System.exit(3);
    }
  }

  private static String readLine(DataInputStream in) throws IOException {
    StringBuilder line = new StringBuilder();
    int c;
    while ((c = in.read()) != '\n') {
      if (c < 0) return line.length() == 0 ? null : line.toString();
      if (line.length() > 200) throw new IOException("request header too long");
      line.append((char) c);
    }
    return line.toString();
  }

  private static void writeOutcome(OutputStream out, Outcome outcome) throws IOException {
    byte[] diagnostics = outcome.diagnostics().getBytes(StandardCharsets.UTF_8);
    String header = "RESULT " + (outcome.ok() ? 1 : 0) + " " + diagnostics.length + " " + outcome.classes().size() + "\n";
    out.write(header.getBytes(StandardCharsets.US_ASCII));
    out.write(diagnostics);
    for (Map.Entry<String, byte[]> entry : outcome.classes().entrySet()) {
      byte[] name = entry.getKey().getBytes(StandardCharsets.UTF_8);
      out.write((name.length + " " + entry.getValue().length + "\n").getBytes(StandardCharsets.US_ASCII));
      out.write(name);
      out.write(entry.getValue());
    }
  }

  /** javac recurses deeply on nested expressions: give it a large stack of its own. */
  private Outcome compileOnBigStack(String source, String fileName) throws InterruptedException {
    AtomicReference<Outcome> result = new AtomicReference<>(Outcome.failed("The compiler stopped unexpectedly.", true));
    Thread worker = new Thread(null, () -> result.set(compileSafely(source, fileName)), "compile", COMPILE_STACK_BYTES);
    worker.start();
    worker.join();
    return result.get();
  }

  private Outcome compileSafely(String source, String fileName) {
    try {
      return compile(source, fileName);
    } catch (StackOverflowError e) {
      return Outcome.failed("The compiler ran out of stack on this source.", false);
    } catch (OutOfMemoryError e) {
      return Outcome.failed("The compiler ran out of memory on this source.", true);
    } catch (RuntimeException e) {
      return Outcome.failed("The compiler failed on this source: " + e, false);
    }
  }

  private Outcome compile(String source, String fileName) {
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    MemoryFiles files = new MemoryFiles(standardFiles);
    JavaFileObject unit = new SimpleJavaFileObject(URI.create("string:///" + fileName), JavaFileObject.Kind.SOURCE) {
      @Override
      public CharSequence getCharContent(boolean ignoreEncodingErrors) {
        return source;
      }
    };
    StringWriter otherOutput = new StringWriter();
    boolean ok = compiler.getTask(otherOutput, files, diagnostics, OPTIONS, null, List.of(unit)).call();
    String text = format(diagnostics.getDiagnostics(), source, fileName) + otherOutput;
    if (text.length() > MAX_DIAGNOSTIC_CHARS) text = text.substring(0, MAX_DIAGNOSTIC_CHARS) + "\n[output truncated]\n";
    return new Outcome(ok, text, ok ? files.classes() : Map.of(), false);
  }

  /** The same shape as javac's own output: "Main.java:3: error: message", the source line and a caret. */
  private static String format(List<Diagnostic<? extends JavaFileObject>> diagnostics, String source, String fileName) {
    String[] lines = source.split("\n", -1);
    StringBuilder text = new StringBuilder();
    int errors = 0;
    for (Diagnostic<? extends JavaFileObject> diagnostic : diagnostics) {
      if (diagnostic.getKind() != Diagnostic.Kind.ERROR) continue;
      errors++;
      long line = diagnostic.getLineNumber();
      text.append(fileName);
      if (line > 0) text.append(':').append(line);
      text.append(": error: ").append(diagnostic.getMessage(Locale.ROOT)).append('\n');
      if (line > 0 && line <= lines.length) {
        String code = lines[(int) line - 1].replace("\r", "");
        text.append(code).append('\n');
        long column = Math.min(Math.max(diagnostic.getColumnNumber(), 1), code.length() + 1);
        text.append(" ".repeat((int) column - 1)).append("^\n");
      }
      if (text.length() > MAX_DIAGNOSTIC_CHARS) break;
    }
    if (errors > 0) text.append(errors).append(errors == 1 ? " error\n" : " errors\n");
    return text.toString();
  }

  /** Keeps every class file in memory: the compiler never writes to disk. */
  private static final class MemoryFiles extends ForwardingJavaFileManager<StandardJavaFileManager> {
    private final Map<String, ByteArrayOutputStream> outputs = new LinkedHashMap<>();

    MemoryFiles(StandardJavaFileManager standard) {
      super(standard);
    }

    @Override
    public JavaFileObject getJavaFileForOutput(
        Location location, String className, JavaFileObject.Kind kind, FileObject sibling) {
      return new SimpleJavaFileObject(URI.create("memory:///" + className.replace('.', '/') + kind.extension), kind) {
        @Override
        public OutputStream openOutputStream() {
          ByteArrayOutputStream bytes = new ByteArrayOutputStream();
          outputs.put(className, bytes);
          return bytes;
        }
      };
    }

    Map<String, byte[]> classes() {
      Map<String, byte[]> classes = new LinkedHashMap<>();
      outputs.forEach((name, bytes) -> classes.put(name, bytes.toByteArray()));
      return classes;
    }
  }
}
`;
