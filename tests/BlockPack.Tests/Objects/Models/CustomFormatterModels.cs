using BlockPack.Formatters;

namespace BlockPack.Tests.Objects.Models
{
    /// <summary>[MessagePackFormatter] on types and members, and serialization callbacks.</summary>
    public static class CustomFormatterModels
    {
        /// <summary>A temperature written as tenths of a degree in one integer.</summary>
        [MessagePackFormatter(typeof(TenthsFormatter))]
        public struct Celsius
        {
            public double Degrees { get; set; }
        }

        public sealed class TenthsFormatter : IMessagePackFormatter<Celsius>
        {
            public void Serialize(ref MessagePackWriter writer, Celsius value, MessagePackSerializerOptions options) =>
                writer.Write((int)System.Math.Round(value.Degrees * 10));

            public Celsius Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) =>
                new Celsius { Degrees = reader.ReadInt32() / 10.0 };
        }

        /// <summary>Writes an int multiplied by a factor given in the attribute.</summary>
        public sealed class ScaledFormatter : IMessagePackFormatter<int>
        {
            private readonly int factor;

            public ScaledFormatter(int factor)
            {
                this.factor = factor;
            }

            public void Serialize(ref MessagePackWriter writer, int value, MessagePackSerializerOptions options) => writer.Write(value * this.factor);

            public int Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadInt32() / this.factor;
        }

        [MessagePackObject]
        public class WithMemberFormatter
        {
            [Key(0)]
            [MessagePackFormatter(typeof(ScaledFormatter), 100)]
            public int Scaled { get; set; }

            [Key(1)]
            public int Plain { get; set; }

            [Key(2)]
            public Celsius Temperature { get; set; }
        }

        [MessagePackObject]
        public class WithCallbacks : IMessagePackSerializationCallbackReceiver
        {
            [Key(0)]
            public int Value { get; set; }

            [IgnoreMember]
            public int BeforeCalls { get; private set; }

            [IgnoreMember]
            public bool AfterCalled { get; private set; }

            public void OnBeforeSerialize()
            {
                this.BeforeCalls++;
                this.Value += 1;
            }

            public void OnAfterDeserialize() => this.AfterCalled = true;
        }

        [MessagePackObject]
        public struct StructWithCallbacks : IMessagePackSerializationCallbackReceiver
        {
            [Key(0)]
            public int Value { get; set; }

            [IgnoreMember]
            public bool AfterCalled { get; private set; }

            void IMessagePackSerializationCallbackReceiver.OnBeforeSerialize() => this.Value *= 2;

            void IMessagePackSerializationCallbackReceiver.OnAfterDeserialize() => this.AfterCalled = true;
        }

        [MessagePackObject]
        public class ThrowingCallback : IMessagePackSerializationCallbackReceiver
        {
            [Key(0)]
            public int Value { get; set; }

            public void OnBeforeSerialize()
            {
            }

            public void OnAfterDeserialize() => throw new System.InvalidOperationException("Value must be positive.");
        }

        #pragma warning disable BP0001 // invalid on purpose: the runtime error is what the tests check
        [MessagePackObject]
        public class MissingKey
        {
            [Key(0)]
            public int A { get; set; }

            public int NoKey { get; set; }
        }
        #pragma warning restore BP0001

        #pragma warning disable BP0003 // invalid on purpose: the runtime error is what the tests check
        [MessagePackObject]
        public class MixedKeys
        {
            [Key(0)]
            public int A { get; set; }

            [Key("b")]
            public int B { get; set; }
        }
        #pragma warning restore BP0003

        #pragma warning disable BP0002 // invalid on purpose: the runtime error is what the tests check
        [MessagePackObject]
        public class DuplicateKeys
        {
            [Key(0)]
            public int A { get; set; }

            [Key(0)]
            public int B { get; set; }
        }
        #pragma warning restore BP0002

        [MessagePackObject]
        public class WrongMemberFormatter
        {
            [Key(0)]
            [MessagePackFormatter(typeof(TenthsFormatter))]
            public int A { get; set; }
        }

        /// <summary>Int- and name-keyed string members without a formatter attribute: they follow the resolver's string formatter.</summary>
        [MessagePackObject]
        public class PlainStrings
        {
            [Key(0)]
            public string? First { get; set; }

            [Key(1)]
            public int Number { get; set; }

            [Key(2)]
            public string? Second { get; set; }
        }

        [MessagePackObject(keyAsPropertyName: true)]
        public class NamedStrings
        {
            public string? Text { get; set; }
        }

        /// <summary>A replacement string formatter: writes upper case and reads lower case, so its use is visible in both directions.</summary>
        public sealed class CaseChangingStringFormatter : IMessagePackFormatter<string?>
        {
            public void Serialize(ref MessagePackWriter writer, string? value, MessagePackSerializerOptions options) =>
                writer.Write(value?.ToUpperInvariant());

            public string? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) =>
                reader.ReadString()?.ToLowerInvariant();
        }
    }
}
