namespace BlockPack.Tests.Objects.Models
{
    /// <summary>Objects written as arrays indexed by [Key(int)].</summary>
    public static class IntKeyModels
    {
        [MessagePackObject]
        public class Gaps
        {
            [Key(0)]
            public int A { get; set; }

            [Key(2)]
            public int B { get; set; }

            [Key(5)]
            public bool C { get; set; }
        }

        [MessagePackObject]
        public class AllPrimitives
        {
            [Key(0)]
            public short Int16;

            [Key(1)]
            public int Int32;

            [Key(2)]
            public long Int64;

            [Key(3)]
            public ushort UInt16;

            [Key(4)]
            public uint UInt32;

            [Key(5)]
            public ulong UInt64;

            [Key(6)]
            public float Single;

            [Key(7)]
            public double Double;

            [Key(8)]
            public bool Boolean;

            [Key(9)]
            public byte Byte;

            [Key(10)]
            public sbyte SByte;

            [Key(11)]
            public char Char;
        }

        [MessagePackObject]
        public class WithComputed
        {
            [Key(0)]
            public int A { get; set; }

            // Read-only: written, skipped when reading.
            [Key(1)]
            public int Doubled => this.A * 2;

            [IgnoreMember]
            public int Ignored { get; set; }
        }

        [MessagePackObject]
        public class VersionOne
        {
            [Key(0)]
            public int A { get; set; }

            [Key(1)]
            public int B { get; set; }
        }

        [MessagePackObject]
        public class VersionTwo
        {
            [Key(0)]
            public int A { get; set; }

            [Key(1)]
            public int B { get; set; }

            [Key(2)]
            public int C { get; set; } = 7;
        }

        [MessagePackObject]
        public class Empty
        {
        }

        [MessagePackObject]
        public class NineInts
        {
            [Key(0)]
            public int P0 { get; set; }

            [Key(1)]
            public int P1 { get; set; }

            [Key(2)]
            public int P2 { get; set; }

            [Key(3)]
            public int P3 { get; set; }

            [Key(4)]
            public int P4 { get; set; }

            [Key(5)]
            public int P5 { get; set; }

            [Key(6)]
            public int P6 { get; set; }

            [Key(7)]
            public int P7 { get; set; }

            [Key(8)]
            public int P8 { get; set; }
        }

        [MessagePackObject]
        public class Recursive
        {
            [Key(0)]
            public int Value { get; set; }

            [Key(1)]
            public Recursive? Next { get; set; }
        }

        /// <summary>An unsealed MessagePackObjectAttribute subclass, not inherited, used on a type whose base carries [MessagePackObject].</summary>
        [System.AttributeUsage(System.AttributeTargets.Class, Inherited = false)]
        public sealed class VersionedObjectAttribute : MessagePackObjectAttribute
        {
            public VersionedObjectAttribute(int version)
            {
                this.Version = version;
            }

            public int Version { get; }
        }

        [MessagePackObject]
        public abstract class AttributedBase
        {
            [Key(0)]
            public int BaseValue { get; set; }
        }

        /// <summary>Carries two MessagePackObjectAttribute instances once inheritance is followed: its own and its base's.</summary>
        [VersionedObject(2)]
        public class DerivedAttributeChild : AttributedBase
        {
            [Key(1)]
            public string? Text { get; set; }
        }
    }
}
