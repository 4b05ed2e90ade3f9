using System;
using System.Collections.Generic;
using System.Linq;
using System.Text;
using BlockPack.AotApp.Models;

// Used nowhere else in the app, only boxed in an object member: served because it is listed here.
[assembly: BlockPack.MessagePackSerializable(typeof(StringBuilder))]

namespace BlockPack.AotApp
{
    /// <summary>
    /// Version, List&lt;byte&gt;, StringBuilder and Uri, built-in types that BuiltinResolver serves under NativeAOT only
    /// through the generated resolver of an assembly using them: as members (<see cref="ReleaseNote"/>), listed with
    /// [MessagePackSerializable] (StringBuilder, above), and Uri, used by nothing the generator sees, boxed in an object
    /// member: under NativeAOT that fails naming the type and the registration to add; with the JIT it is written.
    /// </summary>
    internal static class BuiltinTypeChecks
    {
        public static void Run(Checks checks)
        {
            foreach (MessagePackCompression mode in new[] { MessagePackCompression.None, MessagePackCompression.Lz4BlockArray })
            {
                MessagePackSerializerOptions options = MessagePackSerializerOptions.Standard.WithCompression(mode);
                checks.Run($"{mode}: Version and List<byte> members round trip", () =>
                {
                    var note = new ReleaseNote { Release = new Version(1, 2, 3), Digest = new List<byte> { 1, 2 } };
                    ReleaseNote back = MessagePackSerializer.Deserialize<ReleaseNote>(MessagePackSerializer.Serialize(note, options), options);
                    return back.Release == new Version(1, 2, 3) && back.Digest is { } digest && digest.SequenceEqual(new byte[] { 1, 2 })
                        ? null : $"read back {back.Release}, {(back.Digest is null ? "null" : string.Join(",", back.Digest))}";
                });
            }

            // [ "1.2.3", [1, 2] ]: Version as its string; List<byte> as an array of integers (ByteListFormatter).
            checks.Run("Version and List<byte> members bytes", () =>
                Expect("92a5312e322e33920102", MessagePackSerializer.Serialize(new ReleaseNote { Release = new Version(1, 2, 3), Digest = new List<byte> { 1, 2 } })));

            // ByteListFormatter, not ListFormatter<byte>, also reads bin: [ "1.2.3", bin 01 02 ].
            checks.Run("List<byte> member reads bin", () =>
            {
                ReleaseNote back = MessagePackSerializer.Deserialize<ReleaseNote>(Convert.FromHexString("92a5312e322e33c4020102"));
                return back.Digest is { } digest && digest.SequenceEqual(new byte[] { 1, 2 }) ? null : "read back " + (back.Digest is null ? "null" : string.Join(",", back.Digest));
            });

            // [ "hi" ]: a listed StringBuilder boxed in an object member.
            checks.Run("listed StringBuilder boxed in an object member bytes", () => Expect("91a26869", MessagePackSerializer.Serialize(new Bag { Anything = new StringBuilder("hi") })));

            checks.Run("unlisted Uri boxed in an object member: written with the JIT, named with its registration under NativeAOT", () =>
            {
                bool aot = !System.Runtime.CompilerServices.RuntimeFeature.IsDynamicCodeSupported;
                try
                {
                    // [ "https://a.b/" ] (fixstr of 12).
                    byte[] bytes = MessagePackSerializer.Serialize(new Bag { Anything = new Uri("https://a.b/") });
                    return aot ? "serialized without a registration" : Expect("91ac68747470733a2f2f612e622f", bytes);
                }
                catch (MessagePackSerializationException e) when (aot)
                {
                    string messages = string.Join(" | ", Causes(e).Select(c => c.GetType().Name + ": " + c.Message));
                    return Causes(e).Any(c => c is FormatterNotRegisteredException
                        && c.Message.StartsWith("System.Uri ", StringComparison.Ordinal)
                        && c.Message.Contains("[assembly: MessagePackSerializable(typeof(System.Uri))]", StringComparison.Ordinal)) ? null : messages;
                }
            });
        }

        private static IEnumerable<Exception> Causes(Exception e)
        {
            for (Exception? cause = e; cause is not null; cause = cause.InnerException)
            {
                yield return cause;
            }
        }

        private static string? Expect(string hex, byte[] bytes) => Convert.ToHexString(bytes).ToLowerInvariant() == hex ? null : Convert.ToHexString(bytes).ToLowerInvariant();
    }
}
